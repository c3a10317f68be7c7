import LayoutSpec

extension MailDate {
    /// The date column of Mail's list, relative to `today` (the newest mail's day, so the output
    /// never depends on when or where it is built): `9:41 AM`, `Yesterday`, `Tuesday`, `11/21/26`.
    func listLabel(today: Int) -> String {
        let days = today - dayNumber
        switch days {
        case 0:
            let hour12 = hour % 12 == 0 ? 12 : hour % 12
            let minutes = minute < 10 ? "0\(minute)" : "\(minute)"
            return "\(hour12):\(minutes) \(hour < 12 ? "AM" : "PM")"
        case 1:
            return "Yesterday"
        case 2...6:
            return ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"][weekday]
        default:
            return "\(month)/\(day)/\(year % 100 < 10 ? "0" : "")\(year % 100)"
        }
    }
}
