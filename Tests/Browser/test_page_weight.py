"""The default page stays within 32 KiB gzipped (its budget; measured as
Benchmarks/runtime_probe.py measures it: index.html, style.css and app.js each gzipped at level 9).
A size, not a time: it holds on any machine. No browser involved. The budget keeps the page light;
it is never a reason to leave a difference from the original."""
import gzip
import subprocess

BUDGET = 32 * 1024


def test_the_default_page_is_at_most_32_kib_gzipped(mailsitegen_bin, tmp_path):
    spec, out = tmp_path / "spec.json", tmp_path / "site"
    spec.write_text("{}")
    subprocess.run([str(mailsitegen_bin), "build", "--quiet", "--spec", str(spec), "--out", str(out)], check=True)
    sizes = {name: len(gzip.compress((out / name).read_bytes(), 9)) for name in ("index.html", "style.css", "app.js")}
    assert sum(sizes.values()) <= BUDGET, f"{sum(sizes.values()):,} B gzipped (budget {BUDGET:,} B): {sizes}"
