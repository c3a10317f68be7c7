import LayoutSpec

extension SwiftUIGenerator {
    /// `SampleMail` and the spec's mails, newest first as the page lists them, each date a `Date`
    /// made from the spec's wall-clock time in the phone's time zone, and `today`, the newest
    /// mail's, which the list's dates are relative to (so the file never depends on the clock).
    func sampleMails(_ tabs: TabCases) -> String {
        let mails = newestFirst(spec.mails)
        let rows = mails.map { mail in
            var lines = [
                "        SampleMail(",
                "            from: \(mail.from.swiftStringLiteral), subject: \(mail.subject.swiftStringLiteral),",
            ]
            if !mail.preview.isEmpty { lines.append("            preview: \(mail.preview.swiftStringLiteral),") }
            let unread = mail.unread ? ", unread: true" : ""
            lines.append(
                "            date: \(Self.wallClock(mail.date)), category: .\(tabs.name(forID: mail.category))\(unread)),"
            )
            return lines.joined(separator: "\n")
        }
        let list = rows.isEmpty ? "[]" : "[\n" + rows.joined(separator: "\n") + "\n    ]"
        let today = mails.first.map { Self.wallClock($0.date) } ?? "Date(timeIntervalSinceReferenceDate: 0)"
        return """
            // MARK: - Sample mails

            /// A message of the list (`mails` in the spec).
            struct SampleMail: Identifiable {
                let id = UUID()
                let from: String
                let subject: String
                var preview = ""
                /// The spec's wall-clock time, in the phone's time zone.
                let date: Date
                let category: TabModel
                var unread = false
            }

            extension SampleMail {
                /// The newest mail's date: the list's dates are relative to it, as Mail's are to now, so
                /// the list reads the same whenever it runs.
                static let today = \(today)

                /// The spec's mails, newest first.
                static let samples: [SampleMail] = \(list)

                /// The calendar the dates are written in; its time zone is the phone's.
                static let calendar = Calendar(identifier: .gregorian)

                /// A wall-clock time of the Gregorian calendar in the phone's time zone.
                static func wallClock(
                    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int
                ) -> Date {
                    let components = DateComponents(
                        year: year, month: month, day: day, hour: hour, minute: minute, second: second)
                    // Every day the spec can write exists in the Gregorian calendar.
                    return calendar.date(from: components) ?? Date(timeIntervalSinceReferenceDate: 0)
                }

                /// Whole days from the mail's day to `today`'s: 0 today, 1 yesterday.
                var daysAgo: Int {
                    let calendar = Self.calendar
                    let start = calendar.startOfDay(for: date)
                    return calendar.dateComponents([.day], from: start, to: calendar.startOfDay(for: Self.today)).day ?? 0
                }
            }
            """
    }

    /// The Swift expression of a mail's date: `wallClock(2025, 11, 29, 21, 18, 0)` for
    /// `2025-11-29T21:18:00`. A zone the date gives is left out: the list shows the time as
    /// written, as the page does.
    static func wallClock(_ date: MailDate) -> String {
        let parts = [date.year, date.month, date.day, date.hour, date.minute, date.second].map(String.init)
        return "wallClock(\(parts.joined(separator: ", ")))"
    }

    /// Newest first; mails of the same instant keep the spec's order.
    private func newestFirst(_ mails: [Mail]) -> [Mail] {
        mails.indices.sorted { lhs, rhs in
            let (left, right) = (mails[lhs].date.instant, mails[rhs].date.instant)
            return left == right ? lhs < rhs : left > right
        }.map { mails[$0] }
    }
}
