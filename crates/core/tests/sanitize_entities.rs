//! Named character references: every one of HTML's 2,231 decodes as a browser decodes it.

#![allow(clippy::expect_used, clippy::unwrap_used, clippy::indexing_slicing)] // the generator and test helpers may panic

use yewform_core::sanitize::{Policy, sanitize};

fn text(html: &str) -> String {
    sanitize(html, &Policy::empty())
}

// Without the `entities-full` feature these names stay literal text (tests/features.rs).
#[cfg(feature = "entities-full")]
#[test]
fn long_and_rare_names_decode() {
    assert_eq!(text("&NotNestedGreaterGreater;"), "\u{2AA2}\u{338}");
    assert_eq!(text("&CounterClockwiseContourIntegral;"), "\u{2233}");
    assert_eq!(text("&ClockwiseContourIntegral;"), "\u{2232}");
    assert_eq!(text("&DoubleLongLeftRightArrow;"), "\u{27FA}");
    assert_eq!(text("&Aopf;&afr;&Zscr;"), "\u{1D538}\u{1D51E}\u{1D4B5}");
    assert_eq!(
        text("&bne;&fjlig;&ThickSpace;"),
        "=\u{20E5}fj\u{205F}\u{200A}"
    );
    assert_eq!(
        text("&acE;&NotEqualTilde;"),
        "\u{223E}\u{333}\u{2242}\u{338}"
    );
    assert_eq!(
        text("&lang;&rang;&aleph;&check;&star;"),
        "\u{27E8}\u{27E9}\u{2135}\u{2713}\u{2606}"
    );
}

#[test]
fn legacy_names_decode_without_a_semicolon() {
    assert_eq!(text("&Aacute"), "\u{C1}");
    assert_eq!(text("&Aacute;&aacute x"), "\u{C1}\u{E1} x");
    assert_eq!(text("&Aacutex &nbspy"), "\u{C1}x \u{A0}y");
    // The longest legacy prefix wins, and only legacy names work without `;`.
    assert_eq!(text("&notin; &notit; &noti"), "\u{2209} \u{AC}it; \u{AC}i");
    assert_eq!(text("&check &aleph"), "&amp;check &amp;aleph");
    // In an attribute value a legacy name followed by `=` or an alphanumeric stays text.
    assert_eq!(
        sanitize(
            r#"<a href="/?x=1&Aacute=2&notin=3&copy;=4" title="&Aacutex &Aacute.">t</a>"#,
            &Policy::inline()
        ),
        r#"<a href="/?x=1&amp;Aacute=2&amp;notin=3©=4" title="&amp;Aacutex Á.">t</a>"#
    );
}

#[test]
fn unknown_names_stay_literal_text() {
    assert_eq!(
        text("&bogus; &NotNestedGreaterGreaterx; &"),
        "&amp;bogus; &amp;NotNestedGreaterGreaterx; &amp;"
    );
    // A run longer than any name still finds its legacy prefix.
    assert_eq!(
        text(&format!("&amp{}", "z".repeat(100))),
        format!("&amp;{}", "z".repeat(100))
    );
}

/// The generator of `src/sanitize/entity_table.rs`, from WHATWG's `entities.json`
/// (<https://html.spec.whatwg.org/entities.json>; crates such as `htmlize` ship a copy).
/// Regenerate after a change of the list:
///
/// ```sh
/// YEWFORM_ENTITIES_JSON=/path/to/entities.json YEWFORM_ENTITIES_WRITE=1 \
///   cargo test -p yewform-core --test sanitize_entities -- --ignored
/// ```
///
/// Without `YEWFORM_ENTITIES_WRITE` it only checks that the committed table is what the
/// list gives, and that every reference of the list decodes to its characters.
mod generator {
    use std::collections::BTreeMap;
    use std::fmt::Write as _;

    use serde_json::Value;

    /// Name (without `&` and `;`) to its code points and whether it is also valid
    /// without `;`.
    pub(super) type Entries = BTreeMap<String, (Vec<u32>, bool)>;

    pub(super) fn entries(json: &str) -> Entries {
        let list: serde_json::Map<String, Value> =
            serde_json::from_str(json).expect("entities.json is a JSON object");
        let mut entries = Entries::new();
        for (reference, value) in &list {
            let points: Vec<u32> = value["codepoints"]
                .as_array()
                .expect("codepoints")
                .iter()
                .map(|c| u32::try_from(c.as_u64().expect("code point")).expect("u32"))
                .collect();
            let name = reference.strip_prefix('&').expect("starts with &");
            let (name, legacy) = match name.strip_suffix(';') {
                Some(name) => (name, false),
                None => (name, true),
            };
            let entry = entries
                .entry(name.to_owned())
                .or_insert_with(|| (points.clone(), false));
            assert_eq!(entry.0, points, "{reference}");
            entry.1 |= legacy;
        }
        entries
    }

    /// The text of `entity_table.rs`.
    pub(super) fn generate(json: &str) -> String {
        let entries = entries(json);
        let mut seconds: Vec<u32> = entries
            .values()
            .filter_map(|(points, _)| points.get(1).copied())
            .collect();
        seconds.sort_unstable();
        seconds.dedup();
        assert!(seconds.len() < 16, "the second code point needs 4 bits");
        assert!(
            entries
                .values()
                .all(|(points, _)| (1..=2).contains(&points.len()))
        );
        let references = entries.len() + entries.values().filter(|(_, l)| *l).count();
        let max_name = entries.keys().map(String::len).max().unwrap_or(0);
        let max_legacy = entries
            .iter()
            .filter(|(_, (_, legacy))| *legacy)
            .map(|(name, _)| name.len())
            .max()
            .unwrap_or(0);
        let names_len: usize = entries.keys().map(String::len).sum();
        assert!(names_len <= usize::from(u16::MAX));

        let mut out = String::new();
        out.push_str(
            "// @generated by `regenerate_entity_table` in crates/core/tests/sanitize_entities.rs\n\
             // from WHATWG's entities.json (https://html.spec.whatwg.org/entities.json). Do not edit.\n\
             // The list of named character references is from the HTML Standard, Copyright (c) WHATWG\n\
             // (Apple, Google, Mozilla, Microsoft), under the BSD 3-Clause licence in source form.\n\n",
        );
        let _ = writeln!(
            out,
            "//! HTML's {references} named character references: {} names ({} of them also valid\n\
             //! without the trailing `;`), sorted by bytes.\n",
            entries.len(),
            references - entries.len()
        );
        let _ = writeln!(out, "/// How many names [`NAMES`] holds.");
        let _ = writeln!(out, "pub(super) const COUNT: usize = {};\n", entries.len());
        let _ = writeln!(out, "/// The longest name, in bytes.");
        let _ = writeln!(out, "pub(super) const MAX_NAME: usize = {max_name};\n");
        let _ = writeln!(out, "/// The longest name that is also valid without `;`.");
        let _ = writeln!(out, "pub(super) const MAX_LEGACY: usize = {max_legacy};\n");
        let _ = writeln!(
            out,
            "/// Bit set in [`VALUES`] for a name also valid without `;`."
        );
        let _ = writeln!(out, "pub(super) const LEGACY: u32 = 1 << 25;\n");
        out.push_str(
            "/// Every name without `&` and `;`, in byte order, one after the other; name `i` is\n\
             /// `NAMES[OFFSETS[i]..OFFSETS[i + 1]]`.\n\
             pub(super) static NAMES: &str = concat!(\n",
        );
        let mut line = String::new();
        for name in entries.keys() {
            if line.len() + name.len() > 90 {
                let _ = writeln!(out, "    \"{line}\",");
                line.clear();
            }
            line.push_str(name);
        }
        let _ = writeln!(out, "    \"{line}\",\n);\n");
        out.push_str("/// Where each name starts in [`NAMES`], and where the last one ends.\n");
        let _ = writeln!(out, "pub(super) static OFFSETS: [u16; COUNT + 1] = [");
        let mut offsets = vec![0usize];
        for name in entries.keys() {
            offsets.push(offsets.last().copied().unwrap_or(0) + name.len());
        }
        for chunk in offsets.chunks(12) {
            let items: Vec<String> = chunk.iter().map(|o| o.to_string()).collect();
            let _ = writeln!(out, "    {},", items.join(", "));
        }
        out.push_str("];\n\n");
        out.push_str(
            "/// What each name stands for: bits 0–20 the (first) code point, bits 21–24 the\n\
             /// second code point as 1 + its index in [`SECOND`] (0: none), and [`LEGACY`].\n",
        );
        let _ = writeln!(out, "pub(super) static VALUES: [u32; COUNT] = [");
        let values: Vec<u32> = entries
            .values()
            .map(|(points, legacy)| {
                let second = points.get(1).map_or(0, |s| {
                    1 + u32::try_from(seconds.iter().position(|x| x == s).unwrap_or(0)).unwrap_or(0)
                });
                points[0] | (second << 21) | if *legacy { 1 << 25 } else { 0 }
            })
            .collect();
        for chunk in values.chunks(8) {
            let items: Vec<String> = chunk.iter().map(|v| format!("{v:#x}")).collect();
            let _ = writeln!(out, "    {},", items.join(", "));
        }
        out.push_str("];\n\n");
        out.push_str("/// The second code points of the names that stand for two.\n");
        let items: Vec<String> = seconds.iter().map(|v| format!("{v:#x}")).collect();
        let _ = writeln!(
            out,
            "pub(super) static SECOND: [u32; {}] = [{}];",
            seconds.len(),
            items.join(", ")
        );
        out
    }
}

fn entities_json() -> String {
    let path = std::env::var("YEWFORM_ENTITIES_JSON")
        .expect("set YEWFORM_ENTITIES_JSON to the path of WHATWG's entities.json");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
#[ignore = "needs YEWFORM_ENTITIES_JSON=<path of entities.json>"]
fn regenerate_entity_table() {
    let generated = generator::generate(&entities_json());
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/sanitize/entity_table.rs");
    if std::env::var_os("YEWFORM_ENTITIES_WRITE").is_some() {
        std::fs::write(path, &generated).expect("write entity_table.rs");
    }
    let committed = std::fs::read_to_string(path).expect("read entity_table.rs");
    assert!(
        committed == generated,
        "entity_table.rs is not what entities.json gives; regenerate it"
    );
}

#[test]
#[ignore = "needs YEWFORM_ENTITIES_JSON=<path of entities.json>"]
fn every_reference_of_entities_json_decodes() {
    let entries = generator::entries(&entities_json());
    assert_eq!(
        entries.len() + entries.values().filter(|(_, l)| *l).count(),
        2231
    );
    for (name, (points, legacy)) in &entries {
        let expected: String = points
            .iter()
            .map(|p| char::from_u32(*p).expect("char"))
            .collect();
        // In an attribute value nothing is re-escaped but `&`, `"`, `<` and `>`.
        let escaped = yewform_core::sanitize::escape_attr(&expected);
        let html = format!(r#"<a title="&{name};|&{name}|">t</a>"#);
        let out = sanitize(&html, &Policy::inline());
        let without = if *legacy {
            escaped.clone()
        } else {
            format!("&amp;{name}")
        };
        assert_eq!(
            out,
            format!(r#"<a title="{escaped}|{without}|">t</a>"#),
            "&{name};"
        );
    }
}
