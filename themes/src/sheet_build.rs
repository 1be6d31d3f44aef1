//! Small constructors for stylist's stylesheet AST (the generated parts of the theme: custom
//! properties and column classes), and [`read_sheet`], which reads the theme's own component
//! CSS: no general CSS parser ships to the browser.

use std::borrow::Cow;

use stylist::ast::{Block, Bow, Rule, RuleBlockContent, ScopeContent, Selector, StyleAttribute};

/// A declaration `key: value;`.
pub(crate) fn attr(key: &'static str, value: &str) -> StyleAttribute {
    StyleAttribute {
        key: Cow::Borrowed(key),
        value: vec![value.to_owned().into()].into(),
    }
}

/// A rule `selector { declarations }` (`selector` may be a list separated by `, `).
pub(crate) fn block(selector: String, attrs: Vec<StyleAttribute>) -> Block {
    let selector: Selector = vec![selector.into()].into();
    Block {
        condition: vec![selector].into(),
        content: attrs
            .into_iter()
            .map(RuleBlockContent::StyleAttr)
            .collect::<Vec<_>>()
            .into(),
    }
}

/// An at-rule `condition { blocks }`, e.g. `@media (min-width: 640px)`.
pub(crate) fn media(condition: impl Into<String>, blocks: Vec<Block>) -> ScopeContent {
    ScopeContent::Rule(Rule {
        condition: vec![condition.into().into()].into(),
        content: blocks
            .into_iter()
            .map(|b| RuleBlockContent::Block(Bow::Boxed(Box::new(b))))
            .collect::<Vec<_>>()
            .into(),
    })
}

/// Reads the theme's own stylesheet text (`css/components.css`) into stylist's AST: the
/// same rules `stylist::ast::sheet!` would build from it at compile time, from a text that
/// ships far smaller than the macro's tables and constructors (docs/size.md: 3.2 KB gzip, less
/// since the build script ships it minified).
///
/// Not a general CSS parser; it takes what that file holds: rules `selector, selector {
/// key: value; … }` and at-rules `@… { rules }` holding rules (one level deep); no `{`, `}`
/// or `;` inside strings, and no comments (the build script drops them). Every piece borrows
/// from `text`. Reading stops at the first thing it does not take; the unread rest is
/// returned (a test checks that nothing of the file is left).
pub(crate) fn read_sheet(text: &'static str) -> (Vec<ScopeContent>, &'static str) {
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        let Some((prelude, body)) = open_rule(rest) else {
            return (out, rest);
        };
        if prelude.starts_with('@') {
            let mut blocks = Vec::new();
            let mut inner = body;
            while let Some((selectors, body)) = open_rule(inner) {
                let Some((block, after)) = read_block(selectors, body) else {
                    return (out, rest);
                };
                blocks.push(RuleBlockContent::Block(Bow::Boxed(Box::new(block))));
                inner = after;
            }
            let Some(after) = inner.trim_start().strip_prefix('}') else {
                return (out, rest);
            };
            out.push(ScopeContent::Rule(Rule {
                condition: vec![prelude.into()].into(),
                content: blocks.into(),
            }));
            rest = after;
        } else {
            let Some((block, after)) = read_block(prelude, body) else {
                return (out, rest);
            };
            out.push(ScopeContent::Block(block));
            rest = after;
        }
    }
}

/// Splits `prelude { rest` (prelude trimmed). Comments are not skipped: the build script
/// drops them from the shipped text.
fn open_rule(text: &'static str) -> Option<(&'static str, &'static str)> {
    let (prelude, body) = text.split_once('{')?;
    let prelude = prelude.trim();
    (!prelude.is_empty() && !prelude.contains('}')).then_some((prelude, body))
}

/// A rule's declarations up to its `}`: the block, and the text after the `}`.
fn read_block(selectors: &'static str, body: &'static str) -> Option<(Block, &'static str)> {
    let (declarations, after) = body.split_once('}')?;
    let mut content = Vec::new();
    for declaration in declarations.split(';') {
        let declaration = declaration.trim();
        if declaration.is_empty() {
            continue;
        }
        let (key, value) = declaration.split_once(':')?;
        content.push(RuleBlockContent::StyleAttr(StyleAttribute {
            key: Cow::Borrowed(key.trim()),
            value: vec![value.trim().into()].into(),
        }));
    }
    // Selectors are split at the commas outside parentheses (`:has(.a, .b)` stays whole).
    let mut condition: Vec<Selector> = Vec::new();
    let (mut depth, mut start) = (0u32, 0);
    for (at, byte) in selectors.bytes().enumerate() {
        match byte {
            b'(' => depth = depth.saturating_add(1),
            b')' => depth = depth.saturating_sub(1),
            b',' if depth == 0 => {
                condition.push(vec![selectors.get(start..at)?.trim().into()].into());
                start = at.saturating_add(1);
            }
            _ => {}
        }
    }
    condition.push(vec![selectors.get(start..)?.trim().into()].into());
    Some((
        Block {
            condition: condition.into(),
            content: content.into(),
        },
        after,
    ))
}

#[cfg(test)]
mod tests {
    use stylist::ast::{RuleBlockContent, ScopeContent, Sheet, ToStyleStr};

    use super::read_sheet;

    fn keys(content: &[RuleBlockContent], out: &mut Vec<String>) {
        for item in content {
            match item {
                RuleBlockContent::StyleAttr(attr) => out.push(attr.key.to_string()),
                RuleBlockContent::Block(block) => keys(&block.content, out),
                RuleBlockContent::Rule(rule) => keys(&rule.content, out),
            }
        }
    }

    /// The whole shipped text is read, every declaration has a plain property name and the
    /// rules print as written.
    #[test]
    fn the_component_css_is_read_to_its_end() {
        let text = crate::stylesheet::COMPONENT_CSS;
        let (rules, unread) = read_sheet(text);
        assert_eq!(unread.trim(), "", "unread: {unread:.80}");
        assert!(rules.len() > 90, "{}", rules.len());
        let mut names = Vec::new();
        for rule in &rules {
            match rule {
                ScopeContent::Block(block) => keys(&block.content, &mut names),
                ScopeContent::Rule(rule) => keys(&rule.content, &mut names),
            }
        }
        for name in &names {
            assert!(
                !name.is_empty() && name.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
                "{name}"
            );
        }
        let css = Sheet::from(rules).to_style_str(None);
        assert!(css.contains(
            ".yf-combo:has(:focus-visible), .yf-editor:has(.yf-editor-content:focus-visible) {\n        outline: 2px solid var(--yf-focus-ring);"
        ), "{css}");
        assert!(
            css.contains(
                "@keyframes yf-spin {\n    from {\n        transform: rotate(0deg);\n    }"
            )
        );
        assert!(!css.contains("/*"));
    }

    /// The shipped text (minified by the build script) reads into the same rules as the
    /// source `css/components.css` (without its `TEditorElement` part when the `editor`
    /// feature is off), and is smaller.
    #[test]
    fn the_minified_css_reads_as_the_source() {
        let source = include_str!("../css/components.css");
        // Without the `text` feature the text family's part is left out too.
        let source: &'static str = if cfg!(feature = "text") {
            source
        } else {
            let (head, rest) = source.split_once("/* TextElement */").unwrap();
            let (_, tail) = rest.split_once("/* End of the text family */").unwrap();
            String::leak([head, tail].concat())
        };
        let source: &'static str = if cfg!(feature = "choice") {
            source
        } else {
            let (head, rest) = source.split_once("/* Choice elements */").unwrap();
            let at = rest.find("/* TEditorElement */").unwrap();
            String::leak([head, &rest[at..]].concat())
        };
        let cut = |source: &'static str, start: &str, end: &str, keep: bool| -> &'static str {
            if keep {
                return source;
            }
            let (head, rest) = source.split_once(start).unwrap();
            let (_, tail) = rest.split_once(end).unwrap();
            String::leak([head, end, tail].concat())
        };
        let source = cut(
            source,
            "/* MultiselectElement */",
            "/* End of MultiselectElement and TagsElement */",
            cfg!(feature = "multiselect") || cfg!(feature = "tags"),
        );
        let source = cut(
            source,
            "/* ObjectElement */",
            "/* End of ObjectElement, GroupElement and ListElement */",
            cfg!(feature = "object") || cfg!(feature = "group") || cfg!(feature = "list"),
        );
        let source = cut(
            source,
            "/* TEditorElement */",
            "/* Validation states */",
            cfg!(feature = "editor"),
        );
        let source = cut(
            source,
            "/* StaticElement */",
            "/* ButtonElement */",
            cfg!(feature = "static"),
        );
        let source = cut(
            source,
            "/* ButtonElement */",
            "/* End of StaticElement and ButtonElement */",
            cfg!(feature = "button"),
        );
        let shipped = crate::stylesheet::COMPONENT_CSS;
        assert!(shipped.len() * 10 < source.len() * 8, "{}", shipped.len());
        assert!(!shipped.contains("\n") && !shipped.contains("/*"));
        // The reader skips no comments: drop them first.
        let mut uncommented = String::new();
        let mut rest = source;
        while let Some((before, after)) = rest.split_once("/*") {
            uncommented.push_str(before);
            rest = after.split_once("*/").unwrap().1;
        }
        uncommented.push_str(rest);
        let (from_source, unread) = read_sheet(String::leak(uncommented));
        assert_eq!(unread.trim(), "");
        let (from_shipped, unread) = read_sheet(shipped);
        assert_eq!(unread, "");
        assert_eq!(from_shipped.len(), from_source.len());
        let expected = Sheet::from(from_source).to_style_str(None);
        assert_eq!(Sheet::from(from_shipped).to_style_str(None), expected);
        assert_eq!(
            expected.contains(".yf-editor-toolbar"),
            cfg!(feature = "editor")
        );
        assert_eq!(
            expected.contains(".yf-combo-tag-remove:focus-visible"),
            cfg!(feature = "multiselect") || cfg!(feature = "tags")
        );
        assert_eq!(
            expected.contains(".yf-list-remove:focus-visible"),
            cfg!(feature = "object") || cfg!(feature = "group") || cfg!(feature = "list")
        );
    }

    /// A text it does not take stops the reading and is handed back; nothing panics.
    #[test]
    fn reading_stops_at_what_it_does_not_take() {
        let (rules, unread) = read_sheet(" .a, .b:is(.c, .d) { color: red; } .x { color ");
        assert_eq!(rules.len(), 1);
        assert_eq!(unread, " .x { color ");
        let css = Sheet::from(rules).to_style_str(None);
        assert_eq!(css, ".a, .b:is(.c, .d) {\n    color: red;\n}\n");
        for bad in [
            "@media x { .a { color: red; }",
            "/* open",
            "} .a { b: c; }",
            ".a { b }",
            "{}",
        ] {
            let (rules, unread) = read_sheet(bad);
            assert!(rules.is_empty(), "{bad}");
            assert!(!unread.trim().is_empty(), "{bad}");
        }
    }
}
