/// The GitHub Actions workflow `init --github-pages` writes: it publishes the committed `public/`
/// to GitHub Pages on every push to the repository's default branch (and when run by hand). It
/// builds nothing, so the runner needs no Swift: the folder `mailsitegen build` wrote and `check`
/// keeps honest is what goes online.
public enum PagesWorkflow {
    /// Where GitHub looks for workflows, relative to the repository's root.
    public static let path = ".github/workflows/prototype.yml"

    public static var file: OutputFile { OutputFile(path: path, contents: text) }

    static let text = """
        # Publishes the prototype: the committed public/ folder goes to GitHub Pages on every push
        # to the default branch, and when run by hand (Actions > Publish the prototype > Run).
        # Written by `mailsitegen init --github-pages`.
        #
        # Once: in the repository's Settings > Pages, set Source to "GitHub Actions".
        # Then, each time: `mailsitegen build --base-url https://OWNER.github.io/REPOSITORY/`
        # (so shared links unfurl with the page's address), `mailsitegen check` with the same
        # options, commit public/ and push.
        name: Publish the prototype

        on:
          push:
          workflow_dispatch:

        permissions:
          contents: read
          pages: write
          id-token: write

        # One deployment at a time; a newer push waits for the one in progress instead of cancelling it.
        concurrency:
          group: pages
          cancel-in-progress: false

        jobs:
          deploy:
            # Every branch may push; only the default branch publishes.
            if: github.ref_name == github.event.repository.default_branch
            runs-on: ubuntu-latest
            environment:
              name: github-pages
              url: ${{ steps.deployment.outputs.page_url }}
            steps:
              - uses: actions/checkout@v7
              - uses: actions/configure-pages@v6
              - uses: actions/upload-pages-artifact@v5
                with:
                  path: public
              - id: deployment
                uses: actions/deploy-pages@v5

        """
}
