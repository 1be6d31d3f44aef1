//! Pasted HTML's inline styles read as the editor's tags, before the editor's normal form.
//!
//! Word processors mark bold and italic by style, not by tag: Google Docs wraps the whole
//! clipboard in `<b style="font-weight:normal" id="docs-internal-guid-…">` and marks a bold
//! word `<span style="font-weight:700">`. The reference's Trix reads bold from the computed
//! `font-weight`, not from the tag. So, for pasted HTML only (what `load` accepts reads tags,
//! never styles):
//!
//! - `b`/`strong` whose `font-weight` is `normal`, `lighter` or a number below 600, and
//!   `i`/`em` whose `font-style` is `normal`, lose the tag (their content stays);
//! - any other element whose `font-weight` is `bold`, `bolder` or 600 or more gets a
//!   `<strong>` inside it, and one whose `font-style` is `italic` or `oblique` an `<em>`;
//! - `<br class="Apple-interchange-newline">` (a browser's marker for a copy that ended a
//!   line, which a paste drops) is dropped.
//!
//! The tokens then go through the editor's walk as any editor HTML does.

use super::tokenizer::{Attribute, StartTag, Token};

/// What a `style` attribute says about weight and slant: `Some(true)` bold / italic,
/// `Some(false)` explicitly normal, `None` not said.
#[derive(Debug, Default, Clone, Copy)]
struct Styled {
    bold: Option<bool>,
    italic: Option<bool>,
}

fn styled(attrs: &[Attribute]) -> Styled {
    let mut out = Styled::default();
    let Some(style) = attrs.iter().find(|a| a.name == "style") else {
        return out;
    };
    for declaration in style.value.split(';') {
        let Some((property, value)) = declaration.split_once(':') else {
            continue;
        };
        let value = value
            .trim()
            .trim_end_matches("!important")
            .trim()
            .to_ascii_lowercase();
        match property.trim().to_ascii_lowercase().as_str() {
            "font-weight" => {
                out.bold = match value.as_str() {
                    "bold" | "bolder" => Some(true),
                    "normal" | "lighter" => Some(false),
                    // A weight is a number from 1 to 1000 (`700`, `600.5`): its whole part
                    // decides. Read as an integer: parsing floats would ship the standard
                    // float parser (15.3 KB gzip in the minimal app, docs/size.md).
                    number => number
                        .split('.')
                        .next()
                        .and_then(|whole| whole.parse::<u32>().ok())
                        .map(|w| w >= 600),
                };
            }
            "font-style" => {
                out.italic = match value.as_str() {
                    "normal" => Some(false),
                    v if v == "italic" || v.starts_with("oblique") => Some(true),
                    _ => None,
                };
            }
            _ => {}
        }
    }
    out
}

fn start(name: &str) -> Token {
    Token::Start(StartTag {
        name: name.to_owned(),
        attrs: Vec::new(),
        self_closing: false,
    })
}

/// The tokens of pasted HTML with its weight and slant styles written as tags.
pub(crate) fn styles_as_tags(tokens: impl Iterator<Item = Token>) -> Vec<Token> {
    let mut out = Vec::new();
    // Each open element: its name and the end tokens it closes with (innermost first).
    let mut open: Vec<(String, Vec<Token>)> = Vec::new();
    // How many elements of each name `open` holds.
    let mut open_count: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for token in tokens {
        match token {
            Token::Start(tag) => {
                let name = tag.name.as_str();
                if name == "br"
                    && tag.attrs.iter().any(|a| {
                        a.name == "class"
                            && a.value
                                .split_ascii_whitespace()
                                .any(|c| c == "Apple-interchange-newline")
                    })
                {
                    continue;
                }
                // Void, or a foreign element closed by `/>`: nothing to close later.
                if super::elements::is_void(name)
                    || (tag.self_closing && matches!(name, "svg" | "math"))
                {
                    out.push(Token::Start(tag));
                    continue;
                }
                let style = styled(&tag.attrs);
                let source = tag.name.clone();
                // A bold or italic tag whose style denies it: a `span` without attributes,
                // which the editor walk unwraps (its content stays).
                let denied = (matches!(name, "b" | "strong") && style.bold == Some(false))
                    || (matches!(name, "i" | "em") && style.italic == Some(false));
                let bold = style.bold == Some(true) && !matches!(name, "b" | "strong");
                let italic = style.italic == Some(true) && !matches!(name, "i" | "em");
                let mut ends = Vec::new();
                if italic {
                    ends.push(Token::End("em".to_owned()));
                }
                if bold {
                    ends.push(Token::End("strong".to_owned()));
                }
                if denied {
                    out.push(start("span"));
                    ends.push(Token::End("span".to_owned()));
                } else {
                    out.push(Token::Start(tag));
                    ends.push(Token::End(source.clone()));
                }
                if bold {
                    out.push(start("strong"));
                }
                if italic {
                    out.push(start("em"));
                }
                *open_count.entry(source.clone()).or_insert(0) += 1;
                open.push((source, ends));
            }
            // An end tag that closes nothing open is passed on without a search, so stray
            // end tags cost one step each; a search ends at the element it closes.
            Token::End(name) if open_count.get(&name).is_none_or(|n| *n == 0) => {
                out.push(Token::End(name));
            }
            Token::End(name) => match open.iter().rposition(|(n, _)| {
                #[cfg(test)]
                tests::LOOKED.with(|c| c.set(c.get() + 1));
                *n == name
            }) {
                Some(at) => {
                    // Closes it and what was opened after it, as the walk does.
                    for (closed, ends) in open.drain(at..).rev() {
                        if let Some(n) = open_count.get_mut(&closed) {
                            *n = n.saturating_sub(1);
                        }
                        out.extend(ends);
                    }
                }
                None => out.push(Token::End(name)),
            },
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    thread_local! {
        /// How many open elements the end tags were compared with.
        pub(super) static LOOKED: Cell<usize> = const { Cell::new(0) };
    }

    #[test]
    fn stray_end_tags_cost_one_step_each() {
        // 100,000 open spans and as many end tags that close none of them: every end tag
        // once compared its name with every open element (10¹⁰ steps, seconds of paste).
        const N: usize = 100_000;
        let html = format!("{}{}", "<span>".repeat(N), "</x>".repeat(N));
        LOOKED.with(|c| c.set(0));
        let tokens = styles_as_tags(super::super::tokenizer::Tokenizer::new(&html));
        let looked = LOOKED.with(Cell::get);
        assert!(looked <= 2 * N, "{looked} comparisons");
        assert_eq!(tokens.len(), 2 * N);
        // The same output as the editor's normal form of the same HTML.
        assert_eq!(
            crate::sanitize::normalize_pasted_html(&html),
            crate::sanitize::normalize_editor_html(&html)
        );
        // End tags that close something still close it and what was opened after it.
        let html = "<b style=\"font-weight:normal\"><i>a<span>b</x></b>c</i>";
        assert_eq!(
            crate::sanitize::normalize_pasted_html(html),
            crate::sanitize::normalize_editor_html("<i>a<span>b</span></i>c")
        );
    }
}
