extension String {
    /// The text as one word of a POSIX shell: as it is when it holds only characters no shell
    /// reads specially, else in single quotes (a quote inside written `'\''`).
    var shellQuoted: String {
        let plain =
            !isEmpty
            && unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                        || ("0"..."9").contains(scalar) || "-_./:@%+,".unicodeScalars.contains(scalar))
            }
        return plain
            ? self : "'" + split(separator: "'", omittingEmptySubsequences: false).joined(separator: #"'\''"#) + "'"
    }
}
