/// The preview page: one HTML document with its style and script, which reads the spec's state
/// from `/api/state` and its updates from the `/live` WebSocket.
///
/// Everything the spec says reaches the page as text (`textContent`) or inside an `<img>` (the
/// mockups), so no spec can put markup or script into the page.
enum PreviewPage {
    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>viewspec preview</title>
        <style>
        \(PreviewPage.style)
        </style>
        </head>
        <body>
        <header>
          <strong>viewspec preview</strong>
          <select id="spec" aria-label="spec"></select>
          <span id="status" class="status">connecting…</span>
        </header>
        <section id="errors" hidden></section>
        <section id="spec-findings" hidden></section>
        <main id="cells"></main>
        <aside id="details" hidden></aside>
        <script>
        \(PreviewPage.script)
        </script>
        </body>
        </html>

        """

    static let style = """
        :root { color-scheme: light; font: 13px/1.4 -apple-system, 'Segoe UI', Inter, sans-serif; }
        body { margin: 0; background: #f4f5f7; color: #1d1f23; }
        header { position: sticky; top: 0; z-index: 3; display: flex; gap: 12px; align-items: center;
          padding: 8px 16px; background: #1d1f23; color: #fff; }
        header select { font: inherit; }
        .status { margin-left: auto; opacity: .8; }
        .status.live::before { content: '●'; color: #3ecf6e; margin-right: 6px; }
        #errors { margin: 12px 16px; padding: 10px 14px; border-left: 4px solid #d93025; background: #fdecea; }
        #errors pre { margin: 6px 0 0; white-space: pre-wrap; font: 12px/1.35 ui-monospace, Menlo, monospace; }
        #spec-findings { margin: 12px 16px 0; }
        main { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; }
        .cell { display: flex; gap: 10px; padding: 10px; background: #fff; border-radius: 8px;
          box-shadow: 0 1px 3px rgba(0,0,0,.12); }
        .cell h2 { font-size: 12px; font-weight: 600; margin: 0 0 6px; }
        .picture { position: relative; width: 200px; cursor: crosshair; }
        .picture img, .picture svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        .picture img { box-shadow: 0 0 0 1px #d0d3d9; border-radius: 4px; }
        .findings { width: 210px; margin: 0; padding: 0; list-style: none; font-size: 12px; overflow-wrap: anywhere; }
        .findings .message { display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; overflow: hidden; }
        .pinned .message, .findings li:hover .message { -webkit-line-clamp: unset; }
        .findings li, .finding { padding: 4px 6px; margin-bottom: 4px; border-radius: 4px; background: #f6f7f9;
          cursor: pointer; }
        .findings li:hover, .finding:hover, .pinned { background: #fff3c4; }
        .findings .none { background: none; color: #6b7280; cursor: default; }
        .rule { font-weight: 600; }
        .error .rule { color: #d93025; }
        .warning .rule { color: #b06000; }
        .line { color: #6b7280; }
        .outline { fill: rgba(255, 171, 0, .18); stroke: #ff6d00; stroke-width: 3; vector-effect: non-scaling-stroke; }
        .selected { fill: rgba(26, 115, 232, .12); stroke: #1a73e8; stroke-width: 2; vector-effect: non-scaling-stroke; }
        aside { position: fixed; right: 16px; bottom: 16px; width: 340px; max-height: 60vh; overflow: auto;
          background: #fff; border-radius: 8px; box-shadow: 0 4px 16px rgba(0,0,0,.25); padding: 12px 14px; z-index: 4; }
        aside h3 { margin: 0 0 6px; font-size: 14px; }
        aside ul { padding-left: 18px; margin: 6px 0; }
        aside code { font: 12px ui-monospace, Menlo, monospace; }
        aside button { float: right; }
        """

    static let script = """
        'use strict';
        let state = null;
        let pinned = null;
        let selected = null;
        const picker = document.getElementById('spec');
        const params = new URLSearchParams(location.search);
        let current = params.get('spec');

        function el(tag, attrs, ...children) {
          const node = document.createElement(tag);
          for (const [key, value] of Object.entries(attrs || {})) {
            if (key === 'class') node.className = value; else node.setAttribute(key, value);
          }
          for (const child of children) node.append(child);
          return node;
        }
        function svgEl(tag, attrs) {
          const node = document.createElementNS('http://www.w3.org/2000/svg', tag);
          for (const [key, value] of Object.entries(attrs || {})) node.setAttribute(key, value);
          return node;
        }
        function place(item) {
          return item.line ? `${item.file ? item.file.split('/').pop() + ':' : ''}${item.line}:${item.column}` : '';
        }
        function findingItem(finding, index) {
          const item = el('li', {class: finding.severity, 'data-finding': index, title: finding.message},
            el('span', {class: 'rule'}, finding.rule), ' ',
            el('span', {class: 'line'}, place(finding)), el('div', {class: 'message'}, finding.message));
          item.addEventListener('mouseenter', () => outline(index));
          item.addEventListener('mouseleave', () => outline(pinned));
          item.addEventListener('click', () => { pinned = pinned === index ? null : index; outline(pinned); });
          return item;
        }
        function outline(index) {
          document.querySelectorAll('.pinned').forEach(n => n.classList.remove('pinned'));
          document.querySelectorAll('rect.outline').forEach(n => n.remove());
          if (index === null || !state) return;
          document.querySelectorAll(`[data-finding="${index}"]`).forEach(n => {
            if (pinned === index) n.classList.add('pinned');
          });
          const finding = state.findings[index];
          if (!finding || !finding.view) return;
          for (const cellIndex of finding.cells) {
            drawBox(cellIndex, finding.view, 'outline');
          }
        }
        function drawBox(cellIndex, viewID, cls) {
          const cell = state.cells[cellIndex];
          const overlay = document.querySelector(`[data-cell="${cellIndex}"] svg`);
          if (!cell || !overlay) return;
          for (const view of cell.views) {
            if (view.id !== viewID) continue;
            const [x, y, w, h] = view.frame;
            overlay.append(svgEl('rect', {x, y, width: w, height: h, class: cls, 'data-view': view.id}));
          }
        }
        function select(cellIndex, view) {
          document.querySelectorAll('rect.selected').forEach(n => n.remove());
          const details = document.getElementById('details');
          selected = view ? view.id : null;
          if (!view) { details.hidden = true; return; }
          state.cells.forEach((_, index) => drawBox(index, view.id, 'selected'));
          const [x, y, w, h] = view.frame;
          const [lx, ly] = view.local;
          const list = el('ul');
          for (const line of view.placement) list.append(el('li', {}, el('code', {}, line)));
          const close = el('button', {type: 'button', 'aria-label': 'close'}, '×');
          close.addEventListener('click', () => select(null, null));
          details.replaceChildren(close,
            el('h3', {}, `${view.id}`), el('div', {class: 'line'}, `${view.kind}, line ${view.line}, ${state.cells[cellIndex].label}`),
            el('p', {}, `frame x ${x} y ${y} width ${w} height ${h}`, el('br'), `in its parent: x ${lx} y ${ly}`),
            el('strong', {}, 'placed by'), list);
          details.hidden = false;
        }
        function hit(cellIndex, event) {
          const cell = state.cells[cellIndex];
          const box = event.currentTarget.getBoundingClientRect();
          const px = (event.clientX - box.left) * cell.width / box.width;
          const py = (event.clientY - box.top) * cell.height / box.height;
          let best = null;
          for (const view of cell.views) {
            const [x, y, w, h] = view.frame;
            if (px >= x && px <= x + w && py >= y && py <= y + h && (!best || w * h <= best.frame[2] * best.frame[3])) best = view;
          }
          select(cellIndex, best);
        }
        function render(next) {
          state = next;
          document.title = `${state.spec} · viewspec preview`;
          const errors = document.getElementById('errors');
          errors.hidden = state.errors.length === 0;
          errors.replaceChildren();
          if (state.errors.length) {
            errors.append(el('strong', {}, `${state.errors.length} error${state.errors.length > 1 ? 's' : ''} in ${state.spec}` +
              (state.stale ? ': showing the last picture that laid out' : '')));
            for (const error of state.errors) {
              errors.append(el('div', {class: 'error', 'data-error-line': error.line || 0},
                el('span', {class: 'rule'}, error.rule), ' ', el('span', {class: 'line'}, `line ${error.line || '?'}`),
                el('pre', {}, error.text)));
            }
          }
          const wide = document.getElementById('spec-findings');
          const specWide = state.findings.map((f, i) => [f, i]).filter(([f]) => f.cells.length === 0);
          wide.hidden = specWide.length === 0;
          wide.replaceChildren(el('strong', {}, 'Findings of the whole spec'),
            el('ul', {class: 'findings', style: 'width:auto'}, ...specWide.map(([f, i]) => findingItem(f, i))));
          const cells = document.getElementById('cells');
          cells.replaceChildren();
          state.cells.forEach((cell, index) => {
            const img = el('img', {alt: cell.label, src: 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(cell.svg)});
            const overlay = svgEl('svg', {viewBox: `0 0 ${cell.width} ${cell.height}`, preserveAspectRatio: 'none'});
            const picture = el('div', {class: 'picture', style: `height:${200 * cell.height / cell.width}px`}, img, overlay);
            picture.addEventListener('click', event => hit(index, event));
            const list = el('ul', {class: 'findings'});
            for (const f of cell.findings) list.append(findingItem(state.findings[f], f));
            if (!cell.findings.length) list.append(el('li', {class: 'none'}, 'no findings'));
            cells.append(el('section', {class: 'cell', 'data-cell': index, 'data-findings': cell.findings.length},
              el('div', {}, el('h2', {}, cell.label), picture), list));
          });
          outline(pinned !== null && pinned < state.findings.length ? pinned : (pinned = null));
          if (selected) {
            const view = state.cells.length && state.cells[0].views.find(v => v.id === selected);
            select(0, view || null);
          }
          document.body.dataset.version = state.version;
          // For the browser check: when the last draw ended, and how many states were drawn
          // and loaded.
          window.viewspecRendered = performance.timeOrigin + performance.now();
          window.viewspecDraws = (window.viewspecDraws || 0) + 1;
        }
        // The text of the last state load() drew: the page loads the state, then loads it again
        // when its socket opens (a save in between would otherwise be missed). Drawing the same
        // state twice would replace every cell under the reader's pointer for nothing.
        let loaded = null;
        async function load() {
          const response = await fetch('/api/state' + (current ? '?spec=' + encodeURIComponent(current) : ''));
          if (!response.ok) return;
          const text = await response.text();
          window.viewspecLoads = (window.viewspecLoads || 0) + 1;
          if (text === loaded) return;
          loaded = text;
          render(JSON.parse(text));
        }
        function fillPicker(names) {
          picker.replaceChildren(...names.map(name => el('option', {value: name}, name)));
          if (!current || !names.includes(current)) current = names[0];
          picker.value = current;
          picker.hidden = names.length < 2;
        }
        picker.addEventListener('change', () => {
          current = picker.value;
          history.replaceState(null, '', '?spec=' + encodeURIComponent(current));
          pinned = null; selected = null;
          load();
        });
        function connect() {
          const status = document.getElementById('status');
          const socket = new WebSocket(`ws://${location.host}/live`);
          socket.onopen = () => { status.textContent = 'live'; status.classList.add('live'); load(); };
          socket.onclose = () => {
            status.textContent = 'disconnected: is viewspec preview running?';
            status.classList.remove('live');
            setTimeout(connect, 1000);
          };
          socket.onmessage = event => {
            const message = JSON.parse(event.data);
            if (message.specs) { fillPicker(message.specs); return; }
            if (message.spec === current) render(message);
          };
        }
        (async () => {
          const response = await fetch('/api/specs');
          fillPicker((await response.json()).specs);
          await load();
          connect();
        })();
        """
}
