/// The page's own stylesheet and script, served from /static/ (no third-party
/// asset, no inline style or script: the Content-Security-Policy forbids both).
enum Assets {
  /// The heat-map's steps: background from the scale, text black or white by
  /// computed contrast (Contrast.text), so each cell is at least 4.5:1.
  static let stylesheet: String = {
    let steps = Contrast.scale.enumerated().map { step, colour in
      ".m\(step) { background: \(colour.hex); color: \(Contrast.text(on: colour).hex); }"
    }.joined(separator: "\n")
    return """
      :root { color: #1a1a1a; background: #ffffff; font: 16px/1.45 system-ui, sans-serif; }
      body { margin: 0 auto; max-width: 80rem; padding: 0 1rem; }
      header { display: flex; justify-content: space-between; align-items: center; border-bottom: 1px solid #767676; }
      a { color: #0b4f9c; }
      table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
      caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
      th, td { border: 1px solid #767676; padding: 0.2rem 0.45rem; text-align: left; }
      .heat td { text-align: right; font-variant-numeric: tabular-nums; min-width: 3rem; }
      .heat td.none { background: #ffffff; color: #1a1a1a; text-align: center; }
      .heat td.asof { text-align: left; white-space: nowrap; }
      .scroll { overflow-x: auto; }
      .heat th[scope=row] { position: sticky; left: 0; background: #ffffff; z-index: 1; }
      .errors td:first-child { min-width: 16rem; }
      .errors code { overflow-wrap: anywhere; }
      .legend { list-style: none; display: flex; gap: 0.25rem; padding: 0; margin: 0.25rem 0; }
      .swatch { display: inline-block; padding: 0.1rem 0.5rem; border: 1px solid #767676; }
      .pseudonym { color: #4d4d4d; }
      .problem { border-left: 4px solid #b00020; padding-left: 0.5rem; }
      .done { border-left: 4px solid #1b5e20; padding-left: 0.5rem; }
      .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
      input, button { font: inherit; }
      :focus-visible { outline: 3px solid #0b4f9c; outline-offset: 2px; }
      pre.info { white-space: pre-wrap; }
      \(steps)
      @media print {
        header form, #next, .status[role=status] { display: none; }
        :root { font-size: 10pt; }
        .scroll { overflow: visible; }
        th, td { border: 1px solid #000000; }
        td { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
        a { color: #000000; text-decoration: none; }
      }

      """
  }()

  /// Listens to the page's server-sent events; each "changed" re-reads the page
  /// and swaps its live part (the form the teacher may be editing stays).
  static let script = """
    const s = new EventSource(document.body.dataset.events);
    s.onmessage = async () => {
      const r = await fetch(location.pathname, { credentials: "same-origin", cache: "no-store" });
      if (!r.ok) return;
      const d = new DOMParser().parseFromString(await r.text(), "text/html");
      for (const id of ["live", "updated"]) document.getElementById(id).replaceWith(d.getElementById(id));
    };

    """
}
