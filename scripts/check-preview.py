#!/usr/bin/env python3
"""Checks `viewspec preview` and validate's HTML report in a real browser: headless Chromium
driven by Selenium.

    scripts/check-preview.py --bin PATH/TO/viewspec [--screenshot FILE] [--edits N]
                             [--report FILE] [--report-screenshot FILE]

Starts `viewspec preview` on a copy of specs/gallery/sign-in.yaml (port 0: a free one, read
from the printed URL) and opens the page in headless Chromium through the system chromedriver
(/usr/bin/chromedriver; Selenium downloads none). Then checks, failing with exit 1 on the first
thing that does not hold:

  - the page shows the 16 default cells, each with its mockup and its findings beside it;
  - hovering a finding outlines its view in every cell where it occurs, and no other;
  - clicking a view shows its frame and what placed it;
  - saving the spec on disk updates the page without a reload (the page's window object
    survives), N times; the latency from the save (the file renamed into place) to the page
    having drawn the new state is printed: median and worst;
  - a save with an error keeps the last pictures and lists the error at its line; fixing it
    clears the error;
  - Ctrl-C (SIGINT) stops the server with status 0.

Writes a screenshot of the page (a finding pinned, a view selected) to --screenshot.

Then writes `validate specs/ci specs/gallery/sign-in.yaml --appearance all --report html=FILE`
and opens the file: every mockup renders, the summary is there, a finding's link to a cell goes
to that cell, the severity and rule filters show only what they select, and the page made no
network request (Chromium's own network log has the page's file and nothing else, and the page
holds a Content-Security-Policy of default-src 'none').
"""

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message):
    print(f"check-preview: {message}", file=sys.stderr)
    sys.exit(1)


def browser(width=1500, height=1000):
    options = webdriver.ChromeOptions()
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--force-device-scale-factor=1",
                     "--hide-scrollbars"):
        options.add_argument(argument)
    service = Service(executable_path="/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


def wait_for(driver, script, timeout=10, what="the page"):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.002)
    fail(f"timed out waiting for {what}: {script}")


def save(path, text):
    """Writes `text` as editors save: a new file renamed over the old one. Returns the time the
    rename happened, in ms since the epoch."""
    temporary = path + ".tmp~"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.rename(temporary, path)
    return time.time() * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--screenshot", default="/tmp/viewspec-preview.png")
    parser.add_argument("--edits", type=int, default=10)
    parser.add_argument("--report", default="/tmp/viewspec-report.html")
    parser.add_argument("--report-screenshot", default="/tmp/viewspec-report.png")
    args = parser.parse_args()
    check_preview(args)
    check_report(args)


def requests(driver):
    """The URLs Chromium's network log says the page requested since the last call."""
    import json
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def check_report(args):
    run = subprocess.run([args.bin, "validate", "specs/ci", "specs/gallery/sign-in.yaml", "--appearance", "all",
                          "--report", f"html={args.report}"], cwd=ROOT, capture_output=True, text=True)
    if run.returncode not in (0, 1) or not os.path.exists(args.report):
        fail(f"validate --report html failed ({run.returncode}): {run.stderr[-2000:]}")
    driver = browser(1400, 1000)
    try:
        url = "file://" + os.path.abspath(args.report)
        requests(driver)
        driver.get(url)
        wait_for(driver, "return document.readyState === 'complete'", what="the report")
        csp = driver.execute_script(
            "const m = document.querySelector('meta[http-equiv=\"Content-Security-Policy\"]'); return m && m.content")
        if not csp or "default-src 'none'" not in csp:
            fail(f"no Content-Security-Policy forbidding fetches: {csp!r}")
        images = driver.execute_script(
            "return [...document.images].map(i => i.complete && i.naturalWidth > 0 && i.src.startsWith('data:'))")
        if not images or not all(images):
            fail(f"{images.count(False)} of {len(images)} mockups did not render from data: URLs")
        summary = driver.find_element(By.CSS_SELECTOR, "dl.summary").text
        for word in ("specs", "cells", "errors", "warnings", "suppressed", "baselined"):
            if word not in summary:
                fail(f"the summary lacks {word}: {summary!r}")
        # A finding's link to a cell goes to that cell.
        link = driver.find_element(By.CSS_SELECTOR, "li.finding .in a")
        target = link.get_attribute("href").split("#", 1)[1]
        link.click()
        if driver.execute_script("return location.hash") != "#" + target or \
                not driver.execute_script(f"return document.getElementById('{target}').matches(':target')"):
            fail(f"the link to #{target} did not go there")
        # Filters: each shows only what it selects.
        visible = "return [...document.querySelectorAll('li.finding')].filter(e => e.offsetParent).map(e => [e.dataset.severity, e.dataset.rule])"
        everything = driver.execute_script(visible)
        driver.find_element(By.CSS_SELECTOR, "nav button[data-severity='warning']").click()
        warnings = driver.execute_script(visible)
        if not warnings or any(s != "warning" for s, _ in warnings) or \
                len(warnings) != sum(1 for s, _ in everything if s == "warning"):
            fail(f"the warnings filter shows {warnings}")
        driver.find_element(By.CSS_SELECTOR, "nav button[data-severity='all']").click()
        rule = everything[0][1]
        driver.execute_script(
            f"const s = document.getElementById('rule'); s.value = '{rule}'; s.dispatchEvent(new Event('change'))")
        chosen = driver.execute_script(visible)
        if not chosen or any(r != rule for _, r in chosen) or len(chosen) != sum(1 for _, r in everything if r == rule):
            fail(f"the rule filter {rule} shows {chosen}")
        driver.execute_script(
            "const s = document.getElementById('rule'); s.value = ''; s.dispatchEvent(new Event('change')); scrollTo(0, 0)")
        driver.save_screenshot(args.report_screenshot)
        made = [u for u in requests(driver) if u != url and not u.startswith(url + "#") and not u.startswith("data:")]
        fetched = driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        if made or fetched:
            fail(f"the report made requests: {made} {fetched}")
        print(f"report: {len(images)} mockups render, links and filters work, no request made "
              f"({os.path.getsize(args.report)} bytes); screenshot {args.report_screenshot}")
    finally:
        driver.quit()


def check_preview(args):
    folder = tempfile.mkdtemp(prefix="viewspec-preview-")
    spec = os.path.join(folder, "sign-in.yaml")
    original = open(os.path.join(ROOT, "specs/gallery/sign-in.yaml"), encoding="utf-8").read()
    with open(spec, "w", encoding="utf-8") as file:
        file.write(original)
    server = subprocess.Popen([args.bin, "preview", spec, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    if "http://127.0.0.1:" not in line:
        fail(f"no URL printed: {line!r} {server.stderr.read()!r}")
    url = line.split()[2]
    driver = browser()
    try:
        driver.get(url)
        wait_for(driver, "return document.body.dataset.version === '1'", what="the first state")
        # Read in one script, so that the cells counted are the cells whose labels are read.
        labels = driver.execute_script(
            "return [...document.querySelectorAll('section.cell')].map(c => c.querySelector('h2').textContent)")
        if len(labels) != 16:
            fail(f"{len(labels)} cells, not 16")
        # The page loads the state again when its socket opens; the same state is not drawn
        # again (that would replace every cell under the pointer).
        wait_for(driver, "return window.viewspecLoads >= 2", what="the load when the socket opens")
        draws = driver.execute_script("return window.viewspecDraws")
        if draws != 1:
            fail(f"the first state was drawn {draws} times")
        if labels[0] != "iphone-se · large · light · ltr" or labels[-1] != "iphone-17-pro-max · AX3 · dark · rtl":
            fail(f"unexpected cells: {labels}")
        loaded = driver.execute_script(
            "return [...document.querySelectorAll('.picture img')].every(i => i.complete && i.naturalWidth > 0)")
        if not loaded:
            fail("a mockup did not load")
        findings = driver.execute_script("return state.findings.map(f => [f.rule, f.view, f.cells])")
        if not findings:
            fail("no findings listed")
        # The first finding with a view: hovering it outlines that view in its cells.
        index = next(i for i, f in enumerate(findings) if f[1])
        rule, view, its_cells = findings[index]
        item = driver.find_element(By.CSS_SELECTOR, f"section.cell li[data-finding='{index}']")
        ActionChains(driver).move_to_element(item).perform()
        outlined = driver.execute_script(
            "return [...document.querySelectorAll('rect.outline')].map(r => "
            "[+r.closest('section.cell').dataset.cell, r.dataset.view])")
        if sorted({c for c, _ in outlined}) != sorted(its_cells) or any(v != view for _, v in outlined):
            fail(f"hovering {rule} on {view} outlined {outlined}, not its cells {its_cells}")
        print(f"hover: {rule} on '{view}' outlined in {len(its_cells)} of 16 cells")
        item.click()  # pins it, for the screenshot
        # Clicking a view shows its frame and what placed it.
        driver.execute_script("window.scrollTo(0, 0)")
        picture = driver.find_element(By.CSS_SELECTOR, "section.cell[data-cell='0'] .picture")
        frame = driver.execute_script(
            "const v = state.cells[0].views.find(v => v.id === 'subtitle'); return v.frame")
        scale = picture.size["width"] / 375
        ActionChains(driver).move_to_element_with_offset(
            picture, (frame[0] + frame[2] / 2) * scale - picture.size["width"] / 2,
            (frame[1] + frame[3] / 2) * scale - picture.size["height"] / 2).click().perform()
        details = driver.find_element(By.ID, "details")
        if not details.is_displayed() or "subtitle" not in details.text or "frame x" not in details.text \
                or "stack.vertical 'form'" not in details.text:
            fail(f"clicking the subtitle showed: {details.text!r}")
        print("click: the subtitle's frame and placement shown")
        driver.save_screenshot(args.screenshot)
        print(f"screenshot: {args.screenshot}")

        # Saves update the page without a reload: the marker set on window survives.
        driver.execute_script("window.notReloaded = true")
        latencies = []
        version = 1
        for edit in range(args.edits):
            text = original.replace("Welcome back", f"Welcome back {edit}")
            saved = save(spec, text)
            version += 1
            wait_for(driver, f"return document.body.dataset.version === '{version}'", what=f"update {version}")
            latencies.append(driver.execute_script("return window.viewspecRendered") - saved)
            if f"Welcome back {edit}" not in driver.execute_script("return state.cells[0].svg"):
                fail(f"update {version} does not show the edit")
        if not driver.execute_script("return window.notReloaded === true"):
            fail("the page reloaded")
        latencies.sort()
        print(f"save → page updated: median {statistics.median(latencies):.1f} ms, "
              f"worst {latencies[-1]:.1f} ms over {len(latencies)} saves (16 cells)")

        # An error keeps the last pictures and shows the error at its line.
        broken = original.replace("label.header", "label.headr", 1)
        line_number = next(i + 1 for i, l in enumerate(broken.splitlines()) if "label.headr" in l)
        save(spec, broken)
        version += 1
        wait_for(driver, f"return document.body.dataset.version === '{version}'", what="the error")
        errors = driver.find_element(By.ID, "errors")
        if not errors.is_displayed() or f"line {line_number}" not in errors.text or "unknown-kind" not in errors.text:
            fail(f"the error is not shown at line {line_number}: {errors.text!r}")
        if len(driver.find_elements(By.CSS_SELECTOR, "section.cell")) != 16:
            fail("the last good pictures were not kept")
        save(spec, original)
        version += 1
        wait_for(driver, f"return document.body.dataset.version === '{version}'", what="the fix")
        if driver.find_element(By.ID, "errors").is_displayed():
            fail("the error stayed after the fix")
        print("error: shown at its line over the last good pictures, cleared by the fix")
    finally:
        driver.quit()
        server.send_signal(signal.SIGINT)
        try:
            status = server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            fail("SIGINT did not stop the server")
        shutil.rmtree(folder, ignore_errors=True)
    if status != 0:
        fail(f"the server exited {status} on SIGINT")
    print("stop: SIGINT → exit 0")


if __name__ == "__main__":
    main()
