import LayoutSpec
import Testing

/// `Counted`: the tool's English, a number and its noun (and verb) agreeing.
struct CountedTests {
    @Test func oneIsSingularAndEveryOtherNumberPlural() {
        #expect(Counted(1, "id").description == "1 id")
        #expect(Counted(0, "id").description == "0 ids")
        #expect(Counted(2, "id").description == "2 ids")
        #expect(Counted(3, "child", plural: "children").description == "3 children")
        #expect(Counted(1, "child", plural: "children").description == "1 child")
    }

    @Test func aVerbAgreesWithTheCount() {
        #expect(Counted(1, "reference").with(verb: "resolve") == "1 reference resolves")
        #expect(Counted(14, "reference").with(verb: "resolve") == "14 references resolve")
        #expect(Counted(0, "field").with(verb: "differ") == "0 fields differ")
        #expect(Counted(1, "page").agreeing("reload") == "reloads")
        #expect(Counted(2, "page").noun == "pages")
    }
}
