//! The browser's floor of an action: the same DOM change made by plain DOM calls.
//!
//! An issue target such as "`validate()` of 1,000 texts within two frames" is only reachable
//! when the browser itself can apply the DOM change in that time. This measures it: page A
//! runs the action through yewform and records what changed under the bench page's `<main>`
//! (attributes set or removed, texts changed, children inserted, removed or moved, the
//! element focused afterwards); page B, loaded fresh, gets the recorded change applied by
//! plain `setAttribute` / `insertBefore` / `remove` / `focus` calls (new subtrees parsed
//! from their HTML outside the timing), timed like the action: to after a forced layout
//! ("render + layout only") and to the next animation frame. No framework can make the same
//! DOM change faster than that; the difference to yewform's own time is yewform's cost.

use fantoccini::Client;
use serde_json::Value;

use crate::support::{page, script};

/// `record(act)` and `replay(ops, nodes)`, run after the bench prelude.
const LIB: &str = "
    const ROOT = () => document.getElementById('yewform-bench');
    const walk = (root) => {
        const out = [];
        const w = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
        for (let n = w.nextNode(); n; n = w.nextNode()) out.push(n);
        return out;
    };
    const attrs = (e) => { const o = {}; for (const a of e.attributes) o[a.name] = a.value; return o; };
    const kept = (parent, index) => [...parent.childNodes].filter(c => index.has(c));
    // Idle long enough for the autofill task a form change triggers (bench_form.rs).
    const settle = async () => {
        for (let i = 0; i < 3; i++) await frame();
        await new Promise(r => setTimeout(r, 1000));
    };
    // Runs `act` (async) and returns what it changed, by the index of each node in `walk`
    // order before the action.
    const record = async (act) => {
        const before = walk(ROOT());
        const index = new Map(before.map((n, i) => [n, i]));
        const snap = before.map(n => n.nodeType === 1
            ? {a: attrs(n), kids: kept(n, index).map(c => index.get(c))}
            : {t: n.data});
        const rootKids = kept(ROOT(), index).map(c => index.get(c));
        await act();
        const ops = {attr: [], text: [], order: [], focus: null};
        const children = (p) => [...p.childNodes].filter(c => c.nodeType === 1 || c.nodeType === 3);
        const same = (p, old) => {
            const now = children(p);
            return now.length === old.length && now.every((c, k) => index.get(c) === old[k]);
        };
        const seq = (p) => children(p).map(c => index.has(c) ? {old: index.get(c)}
            : c.nodeType === 1 ? {html: c.outerHTML} : {text: c.data});
        if (!same(ROOT(), rootKids)) ops.order.push([-1, seq(ROOT())]);
        for (const n of walk(ROOT())) {
            if (!index.has(n)) continue;
            const i = index.get(n), s = snap[i];
            if (n.nodeType === 3) { if (n.data !== s.t) ops.text.push([i, n.data]); continue; }
            const a = attrs(n);
            for (const k in a) if (s.a[k] !== a[k]) ops.attr.push([i, k, a[k]]);
            for (const k in s.a) if (!(k in a)) ops.attr.push([i, k, null]);
            if (!same(n, s.kids)) ops.order.push([i, seq(n)]);
        }
        const f = document.activeElement;
        if (f && f.id && ROOT().contains(f)) ops.focus = f.id;
        return ops;
    };
    // New subtrees parsed from their HTML beforehand: the floor times the DOM change, not
    // the parser.
    const prepare = (ops) => {
        const tpl = document.createElement('template');
        for (const [, kids] of ops.order) for (const k of kids) {
            if (k.html !== undefined) { tpl.innerHTML = k.html; k.node = tpl.content.firstChild; }
            else if (k.text !== undefined) k.node = document.createTextNode(k.text);
        }
    };
    const replay = (ops, nodes) => {
        for (const [i, k, v] of ops.attr) v === null ? nodes[i].removeAttribute(k) : nodes[i].setAttribute(k, v);
        for (const [i, t] of ops.text) nodes[i].data = t;
        const counts = (c) => c.nodeType === 1 || c.nodeType === 3;
        for (const [p, kids] of ops.order) {
            const parent = p < 0 ? ROOT() : nodes[p];
            let cursor = parent.firstChild;
            const skip = () => { while (cursor && !counts(cursor)) cursor = cursor.nextSibling; };
            for (const k of kids) {
                const node = k.old !== undefined ? nodes[k.old] : k.node;
                skip();
                if (cursor === node) { cursor = cursor.nextSibling; continue; }
                parent.insertBefore(node, cursor);
            }
            skip();
            while (cursor) {
                const next = cursor.nextSibling;
                if (counts(cursor)) cursor.remove();
                cursor = next;
            }
        }
        if (ops.focus) document.getElementById(ops.focus).focus();
    };
";

/// Records `act` (a JS function expression that dispatches the action, e.g.
/// `() => yfValidate()`) on `?bench=<scenario>` and replays its DOM change on a fresh load:
/// `{ms, work_ms, attributes, moves}` (to the next frame; to the end of the forced layout;
/// the attribute changes; the parents whose children changed).
pub async fn floor(
    client: &Client,
    base: &str,
    scenario: &str,
    act: &str,
) -> Result<Value, String> {
    let url = format!("{base}?bench={scenario}");
    let record = format!(
        "{LIB}
        (async () => {{
            await mounted();
            await settle();
            const ops = await record(async () => {{ ({act})(); await frame(); }});
            return {{ops}};
        }})().then(done, e => done({{error: String(e)}}));"
    );
    let recorded = page(client, &url, &record, vec![]).await?;
    let ops = recorded.get("ops").cloned().unwrap_or(Value::Null);
    let replay = format!(
        "const OPS = arguments[0];
        {LIB}
        (async () => {{
            await mounted();
            const nodes = walk(ROOT());
            prepare(OPS);
            await settle();
            const [work_ms, ms] = await timed(() => replay(OPS, nodes));
            return {{ms, work_ms, attributes: OPS.attr.length, moves: OPS.order.length}};
        }})().then(done, e => done({{error: String(e)}}));"
    );
    client
        .goto(&url)
        .await
        .map_err(|e| format!("goto {url}: {e}"))?;
    script(client, &replay, vec![ops]).await
}

/// The floor of a mount: `?bench=<scenario>`'s app DOM (the elements and texts under the
/// bench page's `<main>`, read after yewform's mount) built again by plain DOM calls
/// (`createElement`, `setAttribute`, `appendChild`, `createTextNode`) into a detached
/// element that is then attached, timed to the next animation frame: `{ms, work_ms, nodes}`.
/// A framework that creates its DOM node by node (Yew, and the reference's Vue) needs at
/// least this; parsing the page's HTML at once (`innerHTML`) would be quicker, but no
/// component framework renders that way.
pub async fn mount_floor(client: &Client, base: &str, scenario: &str) -> Result<Value, String> {
    let url = format!("{base}?bench={scenario}");
    let js = "
        const ROOT = () => document.getElementById('yewform-bench');
        (async () => {
            await mounted();
            // The build list: [parent index, tag or null for a text, attributes or text].
            const plan = [];
            const read = (node, parent) => {
                for (const c of node.childNodes) {
                    if (c.nodeType === 1) {
                        plan.push([parent, c.tagName.toLowerCase(),
                            [...c.attributes].map(a => [a.name, a.value])]);
                        read(c, plan.length - 1);
                    } else if (c.nodeType === 3) {
                        plan.push([parent, null, c.data]);
                    }
                }
            };
            read(ROOT(), -1);
            ROOT().replaceChildren();
            for (let i = 0; i < 3; i++) await frame();
            await new Promise(r => setTimeout(r, 300));
            const [work_ms, ms] = await timed(() => {
                const top = document.createElement('div');
                const made = [];
                for (const [parent, tag, rest] of plan) {
                    let node;
                    if (tag === null) {
                        node = document.createTextNode(rest);
                    } else {
                        node = document.createElement(tag);
                        for (const [k, v] of rest) node.setAttribute(k, v);
                    }
                    made.push(node);
                    (parent < 0 ? top : made[parent]).appendChild(node);
                }
                ROOT().append(...top.childNodes);
            });
            return {ms, work_ms, nodes: plan.length};
        })().then(done, e => done({error: String(e)}));
    ";
    page(client, &url, js, vec![]).await
}
