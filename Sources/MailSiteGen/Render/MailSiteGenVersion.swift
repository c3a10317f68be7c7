/// The version `--version` prints and the page's `<meta name="generator">` names.
public enum MailSiteGenVersion {
    public static let current = "0.1.0"
}
