"""The default page stays within 24 KiB gzipped (its budget; measured as
Benchmarks/runtime_probe.py measures it: index.html, style.css and app.js each gzipped at level 9).
A size, not a time: it holds on any machine. No browser involved."""
import gzip
import subprocess

BUDGET = 24 * 1024


def test_the_default_page_is_at_most_24_kib_gzipped(mailsitegen_bin, tmp_path):
    spec, out = tmp_path / "spec.json", tmp_path / "site"
    spec.write_text("{}")
    subprocess.run([str(mailsitegen_bin), "build", "--quiet", "--spec", str(spec), "--out", str(out)], check=True)
    sizes = {name: len(gzip.compress((out / name).read_bytes(), 9)) for name in ("index.html", "style.css", "app.js")}
    assert sum(sizes.values()) <= BUDGET, f"{sum(sizes.values()):,} B gzipped (budget {BUDGET:,} B): {sizes}"
