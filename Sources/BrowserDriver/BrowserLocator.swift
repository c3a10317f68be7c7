#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds a Chromium-family browser: the path the caller names (`--browser`), else the
/// `MAILSITEGEN_BROWSER` environment variable, else the usual names on `PATH`, else the usual
/// install locations on macOS and Linux. The first that is an executable file wins.
public struct BrowserLocator: Sendable {
    /// The environment variable that names a browser.
    public static let environmentVariable = "MAILSITEGEN_BROWSER"

    /// The names looked for in each folder of `PATH`, in order: Chromium first (what Linux
    /// distributions package), then Google Chrome, then Microsoft Edge.
    public static let names = [
        "chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "google-chrome-beta",
        "microsoft-edge", "microsoft-edge-stable", "microsoft-edge-beta",
    ]

    /// Where the browsers install themselves when they are not on `PATH`. GitHub's `ubuntu-latest`
    /// runner has Google Chrome at /usr/bin/google-chrome (on `PATH` too); macOS apps live in
    /// /Applications.
    public static let installLocations = [
        "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
        "/Applications/Chromium.app/Contents/MacOS/Chromium",
        "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge",
        "/Applications/Google Chrome Beta.app/Contents/MacOS/Google Chrome Beta",
        "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome",
        "/usr/bin/google-chrome-stable", "/opt/google/chrome/chrome", "/usr/bin/microsoft-edge",
        "/opt/microsoft/msedge/msedge", "/snap/bin/chromium", "/usr/lib/chromium/chromium",
    ]

    /// `PATH` and `MAILSITEGEN_BROWSER`, as the process has them.
    public var environment: [String: String]
    public var installLocations: [String]
    /// The user's home, for the macOS apps installed in ~/Applications.
    public var home: String?

    /// The environment variable that replaces the install locations: paths separated by `:`, none
    /// when empty (for an unusual install, and for tests).
    public static let locationsVariable = "MAILSITEGEN_BROWSER_LOCATIONS"

    public init(
        environment: [String: String] = BrowserLocator.processEnvironment(),
        installLocations: [String] = BrowserLocator.installLocations
    ) {
        self.environment = environment
        self.installLocations =
            environment[Self.locationsVariable].map { $0.split(separator: ":").map(String.init) } ?? installLocations
        self.home = environment["HOME"]
    }

    /// A browser to start: its path, and what named it (for messages).
    public struct Found: Sendable, Equatable {
        public var path: String
        /// `--browser`, `MAILSITEGEN_BROWSER`, `PATH` or `install location`.
        public var namedBy: String

        public init(path: String, namedBy: String) {
            self.path = path
            self.namedBy = namedBy
        }
    }

    /// The browser to use. A browser named by the caller or the environment must be executable;
    /// one that is not is an error, never a reason to look elsewhere.
    public func locate(explicit: String? = nil, explicitName: String = "--browser") throws(BrowserError) -> Found {
        if let explicit {
            guard Self.isExecutableFile(explicit) else {
                throw .notExecutable(path: explicit, namedBy: explicitName)
            }
            return Found(path: explicit, namedBy: explicitName)
        }
        if let named = environment[Self.environmentVariable], !named.isEmpty {
            guard Self.isExecutableFile(named) else {
                throw .notExecutable(path: named, namedBy: Self.environmentVariable)
            }
            return Found(path: named, namedBy: Self.environmentVariable)
        }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init).filter { !$0.isEmpty }
        for name in Self.names {
            for folder in folders {
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if Self.isExecutableFile(path) { return Found(path: path, namedBy: "PATH") }
            }
        }
        for path in locations where Self.isExecutableFile(path) {
            return Found(path: path, namedBy: "install location")
        }
        throw .notFound(searched: searched)
    }

    /// The install locations, with ~/Applications' copies of the macOS apps.
    private var locations: [String] {
        guard let home, !home.isEmpty, environment[Self.locationsVariable] == nil else { return installLocations }
        let own = installLocations.filter { $0.hasPrefix("/Applications/") }.map { home + $0 }
        return installLocations + own
    }

    /// What `locate` looks for, in words: for the "not found" message.
    public var searched: [String] {
        [Self.environmentVariable, "\(Self.names.joined(separator: ", ")) on PATH"] + locations
    }

    /// A regular file (symbolic links followed) that this process may execute.
    public static func isExecutableFile(_ path: String) -> Bool {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }

    /// The process's environment as a dictionary.
    public static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        #if canImport(Glibc)
            var pointer = environ
        #else
            guard var pointer = _NSGetEnviron()?.pointee else { return [:] }
        #endif
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }
}
