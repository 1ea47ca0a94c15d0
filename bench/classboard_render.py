#!/usr/bin/env python3
"""The class page's render budget (issue 42): <= 1 s to render in Chromium.

    ClassBoard/Tests/browser/.venv/bin/python bench/classboard_render.py BASE PASSWORD CLASS_ID

Run by bench/classboard_page.py when CONJUGAR_BROWSER_PYTHON names the virtual
environment's python (Playwright 1.65.2, Debian's chromium-headless-shell through
executable_path; never `playwright install`). Signs in, then loads /class/ID 11
times (after 2 unmeasured) and prints the medians of the browser's own navigation
timing: the response's last byte to the load event (parsing, style, layout, first
paint of the 1,800-cell table: the render) and the whole navigation.
"""
import json
import os
import statistics
import sys

from playwright.sync_api import sync_playwright

base, password, class_id = sys.argv[1], sys.argv[2], sys.argv[3]
browser_path = os.environ.get("CONJUGAR_BROWSER", "/usr/bin/chromium-headless-shell")
with sync_playwright() as p:
    args = ["--no-sandbox"] if os.geteuid() == 0 else []
    browser = p.chromium.launch(executable_path=browser_path, args=args)
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.goto(base + "/login")
    page.fill("#password", password)
    page.keyboard.press("Enter")
    page.wait_for_url(base + "/")
    render, whole = [], []
    for i in range(13):
        page.goto(f"{base}/class/{class_id}", wait_until="load")
        entry = json.loads(page.evaluate("JSON.stringify(performance.getEntriesByType('navigation')[0])"))
        if i >= 2:
            render.append(entry["loadEventEnd"] - entry["responseEnd"])
            whole.append(entry["loadEventEnd"] - entry["startTime"])
    browser.close()
render.sort()
whole.sort()
print(f"Chromium: response's end to load event (render) median {statistics.median(render):.1f} ms "
      f"(min {render[0]:.1f}, max {render[-1]:.1f}); whole navigation median {statistics.median(whole):.1f} ms "
      f"(11 loads; budget 1,000 ms)")
