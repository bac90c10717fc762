"""docs/python.md's example prints what the page says."""

import os
import subprocess
import sys


def test_the_example_of_the_page_prints_what_the_page_says(recipes, work):
    printed = subprocess.run(
        [sys.executable, str(recipes / "example.py")], cwd=work, capture_output=True, text=True, check=True,
        env=os.environ,
    ).stdout.splitlines()
    assert printed == ["True Commerzbank"]
