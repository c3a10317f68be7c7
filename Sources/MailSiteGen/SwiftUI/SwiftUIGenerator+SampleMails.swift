import LayoutSpec

extension SwiftUIGenerator {
    /// `SampleMail` and the spec's mails, newest first as the page lists them, each date written
    /// as the page writes it (relative to the newest mail, so the file never depends on the clock).
    func sampleMails(_ tabs: TabCases) -> String {
        let mails = newestFirst(spec.mails)
        let labels = PageWords(spec: spec).listLabels(of: mails.map(\.date))
        let rows = zip(mails, labels).map { mail, label in
            var lines = [
                "        SampleMail(",
                "            from: \(mail.from.swiftStringLiteral), subject: \(mail.subject.swiftStringLiteral),",
            ]
            if !mail.preview.isEmpty { lines.append("            preview: \(mail.preview.swiftStringLiteral),") }
            let date = label.swiftStringLiteral
            let unread = mail.unread ? ", unread: true" : ""
            lines.append("            date: \(date), category: .\(tabs.name(forID: mail.category))\(unread)),")
            return lines.joined(separator: "\n")
        }
        let list = rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: "\n") + "\n    ]"
        return """
            // MARK: - Sample mails

            /// A message of the list (`mails` in the spec), its date written as the list shows it.
            struct SampleMail: Identifiable {
                let id = UUID()
                let from: String
                let subject: String
                var preview = ""
                /// Relative to the newest mail, as Mail writes it: "9:41 AM", "Yesterday", "Tuesday", "11/21/26".
                let date: String
                let category: TabModel
                var unread = false
            }

            extension SampleMail {
                /// The spec's mails, newest first.
                static let samples: [SampleMail] = \(list)
            }
            """
    }

    /// Newest first; mails of the same instant keep the spec's order.
    private func newestFirst(_ mails: [Mail]) -> [Mail] {
        mails.indices.sorted { lhs, rhs in
            let (left, right) = (mails[lhs].date.instant, mails[rhs].date.instant)
            return left == right ? lhs < rhs : left > right
        }.map { mails[$0] }
    }
}
