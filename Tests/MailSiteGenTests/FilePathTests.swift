import Testing

@testable import MailSiteGen

/// The one place paths are joined and normalised.
struct FilePathTests {
    @Test func joiningPutsExactlyOneSlashBetweenAndKeepsTheTextAsGiven() {
        #expect(FilePath("site").appending("index.html") == "site/index.html")
        #expect(FilePath("site/").appending("index.html") == "site/index.html")
        #expect(FilePath("./site").appending("index.html") == "./site/index.html")
        #expect(FilePath("/").appending("tmp") == "/tmp")
        #expect(FilePath("").appending("index.html") == "index.html")
    }

    @Test func normalisingDropsDotsDotDotsAndExtraSlashes() {
        #expect(FilePath("/a/./b/../c/").normalized == "/a/c")
        #expect(FilePath("//a//b").normalized == "/a/b")
        #expect(FilePath("/..").normalized == "/")
        #expect(FilePath("a/../..").normalized == "..")
        #expect(FilePath("./a/b/..").normalized == "a")
        #expect(FilePath("a/..").normalized == ".")
    }

    @Test func parentAndLastComponent() {
        #expect(FilePath("/a/b/c").parent == "/a/b")
        #expect(FilePath("/a").parent == "/")
        #expect(FilePath("/").parent == "/")
        #expect(FilePath("site").parent == ".")
        #expect(FilePath("/a/b/").lastComponent == "b")
        #expect(FilePath("index.html").lastComponent == "index.html")
    }

    @Test func aRelativePathIsMadeAbsoluteInAFolder() {
        #expect(FilePath("site/../out").absolute(in: "/work") == "/work/out")
        #expect(FilePath("/tmp/./x").absolute(in: "/work") == "/tmp/x")
        #expect(FilePath("site").absolute.isAbsolute)
    }
}
