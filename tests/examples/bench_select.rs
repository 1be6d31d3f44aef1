//! `cargo xtask bench`: the custom dropdown select in headless Chromium, measured like the
//! reference's numbers (`reference-speed.md`) and printed beside them.
//!
//! Needs `YEWFORM_DIST` (the built demo), `WEBDRIVER_URL` (a running chromedriver) and
//! `YEWFORM_CHROME` (the Chromium binary); `cargo xtask bench` sets all three. It loads
//! `/?bench=<count>` (only a `<Form>` with one `SelectElement`, `search: true, strict: false,
//! native: false`, its options generated in the page) and `/?bench=<count>&search=0` (the same
//! select without search, where End moves the pointer instead of the text caret; then Enter
//! chooses, and 10 more value changes follow, with the wasm memory read after each: a change
//! must add nothing lasting). The forms are in `bench_form.rs`.
//!
//! Every timing starts when the event is dispatched in the page and ends after the framework
//! rendered and the next animation frame passed (`requestAnimationFrame`, then `setTimeout 0`).
//! It asserts nothing and exits 0: a failed measurement is printed and shown as "—".
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // bench code

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main();
}

#[cfg(not(target_arch = "wasm32"))]
#[path = "bench_support/mod.rs"]
mod support;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::path::Path;
    use std::process::Command;

    use fantoccini::Client;
    use serde_json::json;

    use crate::support::{
        RUNS, Samples, block_on, mb, median, ms, number, page, push, ratio, row, script, show,
        start, table_head,
    };

    const COUNTS: [usize; 3] = [1_000, 10_000, 100_000];

    /// The targets at 100,000 options: mount ≤ 150 ms, memory ≤ 40 MB.
    const TARGET_MOUNT_100K_MS: f64 = 150.0;
    const TARGET_MEMORY_100K_MB: f64 = 40.0;

    /// One row of the reference's table (Vueform 1.13.13, `native: false, search: true`).
    struct Reference {
        mount_ms: f64,
        dom_closed: f64,
        open_ms: f64,
        keys_ms: [f64; 3],
        clear_ms: f64,
        heap_mb: f64,
    }

    fn reference(count: usize) -> Option<Reference> {
        match count {
            1_000 => Some(Reference {
                mount_ms: 227.0,
                dom_closed: 2_018.0,
                open_ms: 99.0,
                keys_ms: [32.0, 15.0, 9.0],
                clear_ms: 67.0,
                heap_mb: 7.5,
            }),
            10_000 => Some(Reference {
                mount_ms: 723.0,
                dom_closed: 20_018.0,
                open_ms: 659.0,
                keys_ms: [238.0, 102.0, 39.0],
                clear_ms: 583.0,
                heap_mb: 22.0,
            }),
            100_000 => Some(Reference {
                mount_ms: 4_700.0,
                dom_closed: 200_018.0,
                open_ms: 5_800.0,
                keys_ms: [2_300.0, 714.0, 377.0],
                clear_ms: 4_500.0,
                heap_mb: 169.0,
            }),
            _ => None,
        }
    }

    /// The reference's bundle, gzip -9 (JS + CSS), in KB.
    const REFERENCE_TAILORED_KB: f64 = 265.0;
    const REFERENCE_DEFAULT_KB: f64 = 420.0;

    /// Waits for `window.yfBench` (set by the page after mount), then the closed state.
    const MOUNTED: &str = "
        (async () => {
            const m = await mounted();
            return Object.assign(m, {dom_closed: m.dom, options_closed: options()});
        })().then(done, e => done({error: String(e)}));
    ";

    /// Open, 'z', 'zu', 'zux', clear, then ArrowDown deep in the list (searchable variant).
    const SEARCHABLE: &str = "
        (async () => {
            const out = {};
            const el = combo();
            if (!el) throw new Error('no [role=combobox]');
            const count = arguments[0];
            [out.open_work_ms, out.open_ms] = await timed(() => { el.focus(); key(el, 'ArrowDown'); });
            out.options_open = options();
            out.expanded = el.getAttribute('aria-expanded');
            for (const [name, text] of [['z', 'z'], ['zu', 'zu'], ['zux', 'zux'], ['clear', '']]) {
                el.value = text;
                const ev = text
                    ? new InputEvent('input', {bubbles: true, inputType: 'insertText', data: text.slice(-1)})
                    : new InputEvent('input', {bubbles: true, inputType: 'deleteContentBackward'});
                [out[name + '_work_ms'], out[name + '_ms']] = await timed(() => el.dispatchEvent(ev));
                out[name + '_options'] = options();
                const status = document.querySelector('[role=status]');
                out[name + '_status'] = status ? status.textContent : null;
            }
            // Deep in the list: PageDown until halfway (untimed), then one timed ArrowDown.
            if (el.getAttribute('aria-expanded') !== 'true') { key(el, 'ArrowDown'); await frame(); }
            const p0 = pointed(el) || 1;
            key(el, 'PageDown');
            await frame();
            const page = Math.max(1, (pointed(el) || 1) - p0);
            for (let i = 0; i < Math.ceil(count / 2 / page) - 1; i++) key(el, 'PageDown');
            // Let the list scroll to the pointer and render it (untimed, up to 20 frames).
            for (let i = 0; i < 20 && pointed(el) === null; i++) await frame();
            await frame();
            out.deep_from = pointed(el);
            out.deep_from_id = el.getAttribute('aria-activedescendant');
            out.deep_scroll = (document.querySelector('[role=listbox]') || {}).scrollTop;
            [out.arrow_deep_work_ms, out.arrow_deep_ms] = await timed(() => key(el, 'ArrowDown'));
            out.deep_to = pointed(el);
            out.options_deep = options();
            out.dom_open = nodes();
            return out;
        })().then(done, e => done({error: String(e)}));
    ";

    /// Open, then End (the non-searchable variant: End moves the pointer to the last option).
    const PLAIN: &str = "
        (async () => {
            const out = {};
            const el = combo();
            if (!el) throw new Error('no [role=combobox]');
            el.focus();
            key(el, 'ArrowDown');
            await frame();
            out.from = pointed(el);
            [out.end_work_ms, out.end_ms] = await timed(() => key(el, 'End'));
            out.to = pointed(el);
            out.options_end = options();
            return out;
        })().then(done, e => done({error: String(e)}));
    ";

    /// After End (the list open, the pointer on the last option): Enter chooses it (one
    /// value change, timed), then 10 more changes (ArrowDown opens, ArrowUp, Enter); the wasm
    /// memory before, after the first change and after the 10 more. Wasm memory never
    /// shrinks, so growth after the first change is memory a change kept (or fragmentation).
    const CHANGES: &str = "
        (async () => {
            const out = {};
            const el = combo();
            if (!el) throw new Error('no [role=combobox]');
            out.memory_before = memory();
            [out.choose_work_ms, out.choose_ms] = await timed(() => key(el, 'Enter'));
            out.value1 = window.yfValue ? yfValue('big') : null;
            out.memory_change1 = memory();
            for (let i = 0; i < 10; i++) {
                key(el, 'ArrowDown');
                await frame();
                key(el, 'ArrowUp');
                await frame();
                key(el, 'Enter');
                await frame();
            }
            out.value11 = window.yfValue ? yfValue('big') : null;
            out.memory_change11 = memory();
            return out;
        })().then(done, e => done({error: String(e)}));
    ";

    pub fn main() {
        block_on("bench_select", run());
    }

    async fn run() {
        let Some(session) = start().await else {
            return;
        };
        println!(
            "\n## SelectElement (`native: false`), headless Chromium, median of {RUNS} runs\n"
        );
        println!(
            "Each timing: event dispatched in the page → render → requestAnimationFrame → \
             setTimeout 0 (the reference's method; it includes waiting for the next frame, \
             up to 16.7 ms at 60 Hz, whatever the work). The rows \"render + layout only\" \
             time the same event to the end of the render and a forced layout, without the \
             frame wait: the part that must fit into one frame. \
             Ratio = reference ÷ yewform (how many times faster/smaller). \
             Issue targets are shown, not asserted. The reference's memory is its JS heap; \
             ours is the wasm linear memory (WebAssembly.Memory buffer, which never shrinks) \
             plus the JS heap (DOM wrappers, strings in flight).\n"
        );
        for count in COUNTS {
            let samples = measure(&session.client, &session.base, count).await;
            print_table(count, &samples);
        }
        let tags = measure_tags(&session.client, &session.base).await;
        print_tags(&tags);
        print_bundle(&session.dist);
        session.stop().await;
    }

    async fn measure(client: &Client, base: &str, count: usize) -> Samples {
        let mut samples = Samples::new();
        let mut notes: Vec<String> = Vec::new();
        for run in 1..=RUNS {
            // The searchable select.
            match page(client, &format!("{base}?bench={count}"), MOUNTED, vec![]).await {
                Ok(mounted) => {
                    for (name, field, scale) in [
                        ("mount", "mount_ms", 1.0),
                        ("dom_closed", "dom_closed", 1.0),
                        ("options_closed", "options_closed", 1.0),
                        ("heap_mb", "heap_bytes", 1e-6),
                        ("wasm_mb", "wasm_memory_bytes", 1e-6),
                    ] {
                        push(&mut samples, name, &mounted, field, scale);
                    }
                    if let (Some(wasm), Some(heap)) = (
                        mounted["wasm_memory_bytes"].as_f64(),
                        mounted["heap_bytes"].as_f64(),
                    ) {
                        samples
                            .entry("total_mb")
                            .or_default()
                            .push((wasm + heap) * 1e-6);
                    }
                    match script(client, SEARCHABLE, vec![json!(count)]).await {
                        Ok(out) => {
                            for (name, field) in [
                                ("open", "open_ms"),
                                ("z", "z_ms"),
                                ("zu", "zu_ms"),
                                ("zux", "zux_ms"),
                                ("clear", "clear_ms"),
                                ("arrow_deep", "arrow_deep_ms"),
                                ("open_work", "open_work_ms"),
                                ("z_work", "z_work_ms"),
                                ("zu_work", "zu_work_ms"),
                                ("zux_work", "zux_work_ms"),
                                ("clear_work", "clear_work_ms"),
                                ("arrow_deep_work", "arrow_deep_work_ms"),
                                ("options_open", "options_open"),
                                ("options_deep", "options_deep"),
                                ("dom_open", "dom_open"),
                                ("z_options", "z_options"),
                                ("zux_options", "zux_options"),
                                ("deep_to", "deep_to"),
                            ] {
                                push(&mut samples, name, &out, field, 1.0);
                            }
                            if run == 1 {
                                notes.push(format!(
                                    "searchable run 1: open → {} option nodes; 'z' → \"{}\"; \
                                     'zux' → \"{}\"; ArrowDown from option {} (active id {}, \
                                     list scrollTop {}) to {}",
                                    show(&out["options_open"]),
                                    out["z_status"].as_str().unwrap_or("?"),
                                    out["zux_status"].as_str().unwrap_or("?"),
                                    show(&out["deep_from"]),
                                    show(&out["deep_from_id"]),
                                    show(&out["deep_scroll"]),
                                    show(&out["deep_to"]),
                                ));
                            }
                        }
                        Err(error) => notes.push(format!("run {run}, searchable: {error}")),
                    }
                }
                Err(error) => notes.push(format!("run {run}, mount: {error}")),
            }
            // The non-searchable select, for End, then the value changes and the memory.
            let plain = format!("{base}?bench={count}&search=0");
            match page(client, &plain, MOUNTED, vec![]).await {
                Ok(mounted) => {
                    push(
                        &mut samples,
                        "plain_wasm_mb",
                        &mounted,
                        "wasm_memory_bytes",
                        1e-6,
                    );
                    match script(client, PLAIN, vec![]).await {
                        Ok(out) => {
                            push(&mut samples, "end", &out, "end_ms", 1.0);
                            push(&mut samples, "end_work", &out, "end_work_ms", 1.0);
                            if run == 1 {
                                notes.push(format!(
                                    "non-searchable run 1: End from option {} to {} ({} option nodes)",
                                    show(&out["from"]),
                                    show(&out["to"]),
                                    show(&out["options_end"]),
                                ));
                            }
                            match script(client, CHANGES, vec![]).await {
                                Ok(out) => {
                                    for (name, field, scale) in [
                                        ("choose", "choose_ms", 1.0),
                                        ("choose_work", "choose_work_ms", 1.0),
                                        ("memory_before_mb", "memory_before", 1e-6),
                                        ("memory_change1_mb", "memory_change1", 1e-6),
                                        ("memory_change11_mb", "memory_change11", 1e-6),
                                    ] {
                                        push(&mut samples, name, &out, field, scale);
                                    }
                                    if run == 1 {
                                        notes.push(format!(
                                            "non-searchable run 1: Enter after End → value {}; \
                                             10 more changes → value {}",
                                            show(&out["value1"]),
                                            show(&out["value11"]),
                                        ));
                                    }
                                }
                                Err(error) => notes.push(format!("run {run}, changes: {error}")),
                            }
                        }
                        Err(error) => notes.push(format!("run {run}, End: {error}")),
                    }
                }
                Err(error) => notes.push(format!("run {run}, mount (search=0): {error}")),
            }
        }
        for note in notes {
            eprintln!("bench_select {count}: {note}");
        }
        samples
    }

    /// `?bench=tags100000`: a searchable tags element, 100,000 options, 1,000 chosen: open,
    /// search 'z', empty the search, add the pointed option (Enter), remove the last chip
    /// (Backspace in the empty search); each timed to the next frame, with the DOM sizes.
    const TAGS: &str = "
        (async () => {
            const out = {};
            const el = combo();
            if (!el) throw new Error('no [role=combobox]');
            const chips = () => document.querySelectorAll('button[data-chip]').length;
            out.chips_before = chips();
            [out.open_work_ms, out.open_ms] = await timed(() => { el.focus(); key(el, 'ArrowDown'); });
            out.options_open = options();
            out.app_dom_open = appNodes();
            for (const [name, text] of [['z', 'z'], ['clear', '']]) {
                el.value = text;
                const ev = text
                    ? new InputEvent('input', {bubbles: true, inputType: 'insertText', data: text})
                    : new InputEvent('input', {bubbles: true, inputType: 'deleteContentBackward'});
                [out[name + '_work_ms'], out[name + '_ms']] = await timed(() => el.dispatchEvent(ev));
                out[name + '_options'] = options();
            }
            [out.add_work_ms, out.add_ms] = await timed(() => key(el, 'Enter'));
            out.chips_added = chips();
            [out.remove_work_ms, out.remove_ms] = await timed(() => key(el, 'Backspace'));
            out.chips_removed = chips();
            out.app_dom = appNodes();
            return out;
        })().then(done, e => done({error: String(e)}));
    ";

    async fn measure_tags(client: &Client, base: &str) -> Samples {
        let mut samples = Samples::new();
        for run in 1..=RUNS {
            match page(client, &format!("{base}?bench=tags100000"), MOUNTED, vec![]).await {
                Ok(mounted) => {
                    push(&mut samples, "mount", &mounted, "mount_ms", 1.0);
                    push(&mut samples, "dom_closed", &mounted, "app_dom", 1.0);
                    match script(client, TAGS, vec![]).await {
                        Ok(out) => {
                            for name in ["open", "z", "clear", "add", "remove"] {
                                let total: &'static str = match name {
                                    "open" => "open_ms",
                                    "z" => "z_ms",
                                    "clear" => "clear_ms",
                                    "add" => "add_ms",
                                    _ => "remove_ms",
                                };
                                let work: &'static str = match name {
                                    "open" => "open_work_ms",
                                    "z" => "z_work_ms",
                                    "clear" => "clear_work_ms",
                                    "add" => "add_work_ms",
                                    _ => "remove_work_ms",
                                };
                                let work_name: &'static str = match name {
                                    "open" => "open_work",
                                    "z" => "z_work",
                                    "clear" => "clear_work",
                                    "add" => "add_work",
                                    _ => "remove_work",
                                };
                                push(&mut samples, name, &out, total, 1.0);
                                push(&mut samples, work_name, &out, work, 1.0);
                            }
                            push(&mut samples, "dom_open", &out, "app_dom_open", 1.0);
                            if run == 1 {
                                eprintln!(
                                    "bench_select tags100000 run 1: {} chips; open → {} option \
                                     nodes; 'z' → {}; add → {} chips; Backspace → {} chips",
                                    show(&out["chips_before"]),
                                    show(&out["options_open"]),
                                    show(&out["z_options"]),
                                    show(&out["chips_added"]),
                                    show(&out["chips_removed"]),
                                );
                            }
                        }
                        Err(error) => eprintln!("bench_select tags100000 run {run}: {error}"),
                    }
                }
                Err(error) => eprintln!("bench_select tags100000 run {run}, mount: {error}"),
            }
        }
        samples
    }

    fn print_tags(samples: &Samples) {
        let m = |name: &str| median(samples, name);
        println!(
            "\n### TagsElement, 100,000 options, 1,000 chosen (`?bench=tags100000`, `search: true`)\n"
        );
        println!("| step | to the next frame | render + layout only |");
        println!("|---|---|---|");
        for (label, total, work) in [
            ("mount", "mount", ""),
            ("open", "open", "open_work"),
            ("search 'z'", "z", "z_work"),
            ("empty the search", "clear", "clear_work"),
            ("add one (Enter)", "add", "add_work"),
            ("remove one (Backspace)", "remove", "remove_work"),
        ] {
            let work = if work.is_empty() {
                "—".to_string()
            } else {
                ms(m(work))
            };
            println!("| {label} | {} | {work} |", ms(m(total)));
        }
        println!(
            "\nApp DOM elements: {} closed, {} open (the visible rows plus the 1,000 chips). \
             Issue target: add and remove within one frame (16.7 ms) of render + layout.\n",
            number(m("dom_closed")),
            number(m("dom_open"))
        );
    }

    fn print_table(count: usize, samples: &Samples) {
        let r = reference(count);
        let m = |name: &str| median(samples, name);
        let big = count == 100_000;
        let target_mount = big.then_some(TARGET_MOUNT_100K_MS);
        let target_memory = big.then_some(TARGET_MEMORY_100K_MB);
        println!("### {} options\n", number(Some(count as f64)));
        table_head();
        row(
            "mount",
            m("mount"),
            r.as_ref().map(|r| r.mount_ms),
            target_mount,
            ms,
        );
        row(
            "DOM nodes (closed)",
            m("dom_closed"),
            r.as_ref().map(|r| r.dom_closed),
            None,
            number,
        );
        row(
            "option nodes (closed)",
            m("options_closed"),
            None,
            None,
            number,
        );
        row(
            "open (focus + ArrowDown)",
            m("open"),
            r.as_ref().map(|r| r.open_ms),
            None,
            ms,
        );
        row(
            "key 'z'",
            m("z"),
            r.as_ref().map(|r| r.keys_ms[0]),
            None,
            ms,
        );
        row(
            "key 'zu'",
            m("zu"),
            r.as_ref().map(|r| r.keys_ms[1]),
            None,
            ms,
        );
        row(
            "key 'zux' (no match)",
            m("zux"),
            r.as_ref().map(|r| r.keys_ms[2]),
            None,
            ms,
        );
        row(
            "backspace to empty (clear search)",
            m("clear"),
            r.as_ref().map(|r| r.clear_ms),
            None,
            ms,
        );
        row(
            "ArrowDown deep in the list (searchable)",
            m("arrow_deep"),
            None,
            None,
            ms,
        );
        row("End (non-searchable variant)", m("end"), None, None, ms);
        row(
            "Enter after End: choose the last option (non-searchable)",
            m("choose"),
            None,
            None,
            ms,
        );
        for (what, name) in [
            ("open", "open_work"),
            ("key 'z'", "z_work"),
            ("key 'zu'", "zu_work"),
            ("key 'zux'", "zux_work"),
            ("backspace to empty", "clear_work"),
            ("ArrowDown deep", "arrow_deep_work"),
            ("End", "end_work"),
            ("Enter (choose)", "choose_work"),
        ] {
            row(
                &format!("{what}: render + layout only (no frame wait)"),
                m(name),
                None,
                None,
                ms,
            );
        }
        row("option nodes (open)", m("options_open"), None, None, number);
        row(
            "option nodes (open, deep)",
            m("options_deep"),
            None,
            None,
            number,
        );
        row("DOM nodes (open)", m("dom_open"), None, None, number);
        let heap = r.as_ref().map(|r| r.heap_mb);
        row("JS heap after mount", m("heap_mb"), heap, None, mb);
        row(
            "wasm linear memory after mount",
            m("wasm_mb"),
            heap,
            target_memory,
            mb,
        );
        row(
            "wasm memory + JS heap after mount",
            m("total_mb"),
            heap,
            target_memory,
            mb,
        );
        row(
            "wasm memory after mount (non-searchable)",
            m("plain_wasm_mb"),
            None,
            None,
            mb,
        );
        row(
            "wasm memory after open + End (non-searchable)",
            m("memory_before_mb"),
            None,
            None,
            mb,
        );
        row(
            "wasm memory after one value change (Enter)",
            m("memory_change1_mb"),
            None,
            target_memory,
            mb,
        );
        row(
            "wasm memory after 10 more changes (a change must add nothing lasting)",
            m("memory_change11_mb"),
            None,
            target_memory,
            mb,
        );
        let runs = samples.get("mount").map_or(0, Vec::len);
        if runs < RUNS {
            println!("\n(only {runs} of {RUNS} runs measured the mount; see the messages above)");
        }
        println!();
    }

    /// `gzip -9 -c <file>` byte count, or `None` without gzip.
    fn gzipped(path: &Path) -> Option<u64> {
        let out = Command::new("gzip")
            .args(["-9", "-c"])
            .arg(path)
            .output()
            .ok()?;
        out.status.success().then_some(out.stdout.len() as u64)
    }

    /// The bundle tables: the whole demo, and the minimal app (a Form with one SelectElement
    /// and one TEditorElement, built by `cargo xtask bench` into `YEWFORM_MINIMAL_DIST`), the
    /// like of the reference's tailored bundle.
    fn print_bundle(dist: &Path) {
        let demo = bundle_table(
            "dist/demo_bg.wasm + dist/demo.js: the whole demo app, CSS included",
            dist,
            "demo",
        );
        let minimal = std::env::var_os("YEWFORM_MINIMAL_DIST").and_then(|dir| {
            bundle_table(
                "the minimal app: a Form with one SelectElement and one TEditorElement, theme CSS included",
                Path::new(&dir),
                "minimal",
            )
        });
        println!(
            "Reference (vite, minified, gzip -9, JS + CSS): {REFERENCE_TAILORED_KB:.0} KB tailored \
             (SelectElement + TEditorElement only) → minimal app ratio {}; \
             {REFERENCE_DEFAULT_KB:.0} KB default import (every element) → whole demo ratio {}. \
             (KB = 1000 bytes.)\n",
            ratio(Some(REFERENCE_TAILORED_KB), minimal),
            ratio(Some(REFERENCE_DEFAULT_KB), demo),
        );
    }

    /// Prints the raw and gzip sizes of `<name>_bg.wasm` and `<name>.js` in `dir`; returns the
    /// gzip total in KB.
    fn bundle_table(title: &str, dir: &Path, name: &str) -> Option<f64> {
        println!("### Bundle ({title})\n");
        println!("| file | raw | gzip -9 |");
        println!("|---|---:|---:|");
        let mut raw_total = 0u64;
        let mut gz_total = Some(0u64);
        for file in [format!("{name}_bg.wasm"), format!("{name}.js")] {
            let path = dir.join(&file);
            let Ok(meta) = std::fs::metadata(&path) else {
                println!("| {file} | missing | — |");
                gz_total = None;
                continue;
            };
            let gz = gzipped(&path);
            raw_total += meta.len();
            gz_total = gz_total.zip(gz).map(|(a, b)| a + b);
            println!(
                "| {file} | {:.1} KB | {} |",
                meta.len() as f64 / 1000.0,
                gz.map_or_else(
                    || "— (no gzip)".into(),
                    |g| format!("{:.1} KB", g as f64 / 1000.0)
                )
            );
        }
        let gz_kb = gz_total.map(|g| g as f64 / 1000.0);
        println!(
            "| total | {:.1} KB | {} |\n",
            raw_total as f64 / 1000.0,
            gz_kb.map_or_else(|| "—".into(), |g| format!("{g:.1} KB"))
        );
        gz_kb
    }
}
