import MailSiteGen

/// A spec file the server serves: watched for saves, and edited from its page's inspector at an
/// edit path of its own. `serve --spec` has one, at `Inspector.editPath`; a comparison has one
/// per variant, at `Inspector.editPath` + `/variant-N`, so that an edit can only reach the file
/// of the page that sent it, and each file's version is checked on its own.
final class ServedSpecFile {
    let watcher: SpecWatcher
    let editor: SpecFileEditor
    let editPath: String
    /// The version of the bytes the last edit wrote and built: the watcher's event for that write
    /// needs no second build (it would hold up the reloads the edit started), only a look at the
    /// file's bytes in case an editor saved meanwhile.
    var writtenVersion: String?
    /// Whether the watcher saw a change not yet built.
    var isChanged = false

    init(spec: FilePath, polling: Bool, editPath: String = Inspector.editPath) {
        watcher = SpecWatcher(spec: spec, polling: polling)
        editor = SpecFileEditor(spec: spec)
        self.editPath = editPath
    }

    /// The edit path of the `index`th variant of a comparison (from 0).
    static func editPath(variant index: Int) -> String {
        Inspector.editPath + "/" + CompareVariant.folder(index + 1)
    }

    /// Whether its change is only the edit the server wrote itself.
    var changeIsOwnEdit: Bool {
        writtenVersion != nil && editor.currentVersion() == writtenVersion
    }
}
