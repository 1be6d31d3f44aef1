//! Text with `{…}` expressions in it: a text or hidden element's `expression`
//! (`"{first} {last}"`) and a static element's content with `expressions: true`.
//!
//! Each `{…}` holds one expression (the grammar of this module's parent); the rest is
//! literal text, where `\{` and `\}` give literal braces. Inside the braces a `}` in a
//! quoted string does not close the expression (`{"}" || name}`). The template is parsed
//! once, when the schema is read, so a bad expression is a schema error at the option's
//! path; rendering evaluates each expression against the form's available data and joins
//! the results as display text ([`coerce::to_display_string`](super::coerce): `null`, a
//! missing variable or an object give `""`).
//!
//! Without yewform-core's `expressions` feature a text without `{` is still a template
//! (of literal text); one with an expression fails naming the feature.
//!
//! ```
//! # #[cfg(feature = "expressions")] {
//! use serde_json::json;
//! use yewform_core::conditions::DataContext;
//! use yewform_core::expression::{Date, ExpressionRegistry, Template};
//! let template = Template::parse(r"Hi {first || ' ' || last} \{x\}", &ExpressionRegistry::new()).unwrap();
//! let data = json!({"first": "Ann", "last": "Lee"});
//! assert_eq!(template.render(&DataContext::new(data, Date::EPOCH), ""), "Hi Ann Lee {x}");
//! let mut reads = template.dependencies();
//! reads.sort();
//! assert_eq!(reads, ["first", "last"]);
//! let error = Template::parse("{1 +}", &ExpressionRegistry::new()).unwrap_err();
//! assert_eq!(error.to_string(), "expression \"1 +\" column 4: expected a value");
//! # }
//! ```

use std::fmt;

use super::{ExprError, ExprErrorKind, Expression, ExpressionRegistry};
use crate::conditions::ConditionContext;
use crate::locale::Localizable;

/// One piece of a [`Template`].
#[derive(Clone)]
enum Part {
    /// Literal text (escapes already removed).
    Text(String),
    /// An expression between braces.
    Expr(Expression),
}

/// A text with `{…}` expressions, parsed once (see the module docs).
#[derive(Clone)]
pub struct Template {
    source: String,
    parts: Vec<Part>,
}

impl Template {
    /// Parses `source`, resolving function names and constants against `registry` too.
    ///
    /// # Errors
    /// The first expression that does not parse (its text and column), an unclosed `{`
    /// ([`ExprErrorKind::UnclosedBrace`]), or, without the `expressions` feature, any
    /// expression at all ([`ExprErrorKind::NeedsExpressionsFeature`]).
    pub fn parse(source: &str, registry: &ExpressionRegistry) -> Result<Template, ExprError> {
        let mut parts = Vec::new();
        let mut text = String::new();
        let mut chars = source.char_indices().peekable();
        while let Some((at, c)) = chars.next() {
            match c {
                '\\' if matches!(chars.peek(), Some((_, '{' | '}'))) => {
                    if let Some((_, brace)) = chars.next() {
                        text.push(brace);
                    }
                }
                '{' => {
                    let start = at + 1;
                    let end = closing_brace(source, start).ok_or_else(|| ExprError {
                        expression: source.to_owned(),
                        column: source.get(..at).map_or(0, |s| s.chars().count()) + 1,
                        kind: ExprErrorKind::UnclosedBrace,
                    })?;
                    let inner = source.get(start..end).unwrap_or_default();
                    if !text.is_empty() {
                        parts.push(Part::Text(std::mem::take(&mut text)));
                    }
                    parts.push(Part::Expr(Expression::parse_with(inner, registry)?));
                    while chars.peek().is_some_and(|(i, _)| *i <= end) {
                        chars.next();
                    }
                }
                other => text.push(other),
            }
        }
        if !text.is_empty() {
            parts.push(Part::Text(text));
        }
        Ok(Template {
            source: source.to_owned(),
            parts,
        })
    }

    /// The text this template was parsed from.
    #[must_use]
    pub fn source(&self) -> &str {
        &self.source
    }

    /// Whether the template holds at least one expression.
    #[must_use]
    pub fn has_expressions(&self) -> bool {
        self.parts.iter().any(|p| matches!(p, Part::Expr(_)))
    }

    /// The text with each expression replaced by its result as display text, for the
    /// element at `element_path` (which fills `*` wildcards).
    #[must_use]
    pub fn render(&self, ctx: &dyn ConditionContext, element_path: &str) -> String {
        self.render_capped(ctx, element_path, usize::MAX)
    }

    /// As [`render`](Self::render), cut to its first `max_chars` characters: rendering stops
    /// there, so the expressions after the cut are not evaluated and the text never holds
    /// more (a template that repeats a long value many times costs at most `max_chars`).
    /// Under the cap the result is [`render`](Self::render)'s.
    #[must_use]
    pub fn render_capped(
        &self,
        ctx: &dyn ConditionContext,
        element_path: &str,
        max_chars: usize,
    ) -> String {
        let mut out = String::new();
        let mut room = max_chars;
        for part in &self.parts {
            if room == 0 {
                break;
            }
            let value;
            let piece = match part {
                Part::Text(text) => text.as_str(),
                Part::Expr(expression) => {
                    value = expression.evaluate_to_string(ctx, element_path);
                    value.as_str()
                }
            };
            match piece.char_indices().nth(room) {
                Some((cut, _)) => {
                    out.push_str(piece.get(..cut).unwrap_or_default());
                    room = 0;
                }
                None => {
                    out.push_str(piece);
                    room -= piece.chars().count();
                }
            }
        }
        out
    }

    /// As [`render`](Self::render), with each expression's result passed through `map`
    /// first, with what was rendered before it: HTML content escapes it
    /// ([`crate::sanitize::escape_value_at`]), so a value can never add markup.
    #[must_use]
    pub fn render_mapped(
        &self,
        ctx: &dyn ConditionContext,
        element_path: &str,
        map: &dyn Fn(&str, &str) -> String,
    ) -> String {
        self.render_mapped_capped(ctx, element_path, usize::MAX, &mut |before, value| {
            map(before, value)
        })
    }

    /// As [`render_mapped`](Self::render_mapped), cut to at most `max_chars` characters
    /// where markup can be cut: a mapped value (escaped text) is cut before a character
    /// reference (`&…;`) or a percent escape (`%XX`) that would not fit whole, and a literal
    /// part that would not fit (it may hold tags) is left out whole. Rendering stops at the
    /// first cut, so the expressions after it are not evaluated. `map` is called in order,
    /// each time with the text before extended. Under the cap the result is
    /// [`render_mapped`](Self::render_mapped)'s.
    #[must_use]
    pub fn render_mapped_capped(
        &self,
        ctx: &dyn ConditionContext,
        element_path: &str,
        max_chars: usize,
        map: &mut dyn FnMut(&str, &str) -> String,
    ) -> String {
        let mut out = String::new();
        let mut room = max_chars;
        for part in &self.parts {
            if room == 0 {
                break;
            }
            match part {
                Part::Text(text) => {
                    if text.chars().nth(room).is_some() {
                        break;
                    }
                    out.push_str(text);
                    room -= text.chars().count();
                }
                Part::Expr(expression) => {
                    let value = map(&out, &expression.evaluate_to_string(ctx, element_path));
                    match value.char_indices().nth(room) {
                        Some((cut, _)) => {
                            let kept = value.get(..cut).unwrap_or_default();
                            out.push_str(kept.get(..markup_cut(kept)).unwrap_or_default());
                            break;
                        }
                        None => {
                            out.push_str(&value);
                            room -= value.chars().count();
                        }
                    }
                }
            }
        }
        out
    }

    /// The paths the expressions read, as written (wildcards unfilled), without duplicates.
    #[must_use]
    pub fn dependencies(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for part in &self.parts {
            if let Part::Expr(expression) = part {
                for dep in expression.dependencies() {
                    if !out.contains(&dep) {
                        out.push(dep);
                    }
                }
            }
        }
        out
    }
}

/// Where escaped text cut at its end must end instead so that no character reference
/// (`&…;`) or percent escape (`%XX`) is split: before the last `&` with no `;` after it, or
/// before a `%` among the last two bytes.
fn markup_cut(kept: &str) -> usize {
    let mut end = kept.len();
    if let Some(amp) = kept.rfind('&') {
        if !kept.get(amp..).unwrap_or_default().contains(';') {
            end = amp;
        }
    }
    if let Some(pct) = kept.get(..end).and_then(|k| k.rfind('%')) {
        if end - pct < 3 {
            end = pct;
        }
    }
    end
}

/// The byte index of the `}` closing the expression that starts at `start`, skipping
/// quoted strings (with their backslash escapes).
fn closing_brace(source: &str, start: usize) -> Option<usize> {
    let mut quote: Option<char> = None;
    let mut escaped = false;
    for (i, c) in source.get(start..)?.char_indices() {
        match quote {
            Some(q) => {
                if escaped {
                    escaped = false;
                } else if c == '\\' {
                    escaped = true;
                } else if c == q {
                    quote = None;
                }
            }
            None => match c {
                '"' | '\'' => quote = Some(c),
                '}' => return Some(start + i),
                _ => {}
            },
        }
    }
    None
}

impl PartialEq for Template {
    /// Templates are equal when their sources are.
    fn eq(&self, other: &Self) -> bool {
        self.source == other.source
    }
}

impl fmt::Debug for Template {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Template").field(&self.source).finish()
    }
}

/// A [`Template`] per locale: a schema option that is a template string or a locale map
/// of them (`{"en": "{n} items", "de": "{n} Stück"}`), parsed once.
#[derive(Clone, Debug, PartialEq)]
pub struct LocalizedTemplate {
    /// The option as written.
    pub text: Localizable,
    /// One template per entry of `text`, in its order.
    templates: Vec<Template>,
}

impl LocalizedTemplate {
    /// Parses every entry of `text`.
    ///
    /// # Errors
    /// The first entry that does not parse, with its locale key (`None` for a plain text).
    pub fn parse(
        text: Localizable,
        registry: &ExpressionRegistry,
    ) -> Result<LocalizedTemplate, (Option<String>, ExprError)> {
        let mut templates = Vec::new();
        match &text {
            Localizable::Text(source) => {
                templates.push(Template::parse(source, registry).map_err(|e| (None, e))?);
            }
            Localizable::ByLocale(pairs) => {
                for (locale, source) in pairs {
                    templates.push(
                        Template::parse(source, registry).map_err(|e| (Some(locale.clone()), e))?,
                    );
                }
            }
        }
        Ok(LocalizedTemplate { text, templates })
    }

    /// The template for `locale`, looked up as [`Localizable::resolve`] does.
    #[must_use]
    pub fn resolve(&self, locale: &str, fallback: &str) -> Option<&Template> {
        let pairs = match &self.text {
            Localizable::Text(_) => return self.templates.first(),
            Localizable::ByLocale(pairs) => pairs,
        };
        let at = crate::locale::find_localized(locale, fallback, |key| {
            pairs.iter().position(|(k, _)| k == key)
        })
        .unwrap_or(0);
        self.templates.get(at)
    }

    /// Whether any locale's template holds an expression.
    #[must_use]
    pub fn has_expressions(&self) -> bool {
        self.templates.iter().any(Template::has_expressions)
    }

    /// The paths every locale's expressions read, without duplicates.
    #[must_use]
    pub fn dependencies(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for template in &self.templates {
            for dep in template.dependencies() {
                if !out.contains(&dep) {
                    out.push(dep);
                }
            }
        }
        out
    }
}

#[cfg(all(test, feature = "expressions"))]
mod tests {
    use super::*;
    use crate::conditions::DataContext;
    use serde_json::json;

    fn parse(source: &str) -> Result<Template, ExprError> {
        Template::parse(source, &ExpressionRegistry::new())
    }

    #[test]
    fn literal_text_escapes_and_quoted_braces() {
        let data = json!({"a": "x"});
        let ctx = DataContext::new(data.clone(), crate::expression::Date::EPOCH);
        assert_eq!(parse("plain").unwrap().render(&ctx, ""), "plain");
        assert!(!parse("plain").unwrap().has_expressions());
        assert_eq!(parse(r"\{a\}").unwrap().render(&ctx, ""), "{a}");
        assert_eq!(parse("{'}' || a}!").unwrap().render(&ctx, ""), "}x!");
        assert_eq!(parse("[{missing}]").unwrap().render(&ctx, ""), "[]");
        assert_eq!(parse("{1 + 2}{a}").unwrap().render(&ctx, ""), "3x");
    }

    #[test]
    fn errors_name_the_expression() {
        let error = parse("ab {a").unwrap_err();
        assert_eq!(error.kind, ExprErrorKind::UnclosedBrace);
        assert_eq!(error.column, 4);
        assert_eq!(parse("{}").unwrap_err().kind, ExprErrorKind::Empty);
        assert!(matches!(
            parse("{FOO(1)}").unwrap_err().kind,
            ExprErrorKind::UnknownFunction(_)
        ));
    }

    #[test]
    fn a_locale_map_resolves_like_a_label() {
        let map = Localizable::ByLocale(vec![
            ("en".into(), "{n} items".into()),
            ("de".into(), "{n} Stück".into()),
        ]);
        let t = LocalizedTemplate::parse(map, &ExpressionRegistry::new()).unwrap();
        let data = json!({"n": 2});
        let ctx = DataContext::new(data.clone(), crate::expression::Date::EPOCH);
        assert_eq!(t.resolve("de", "en").unwrap().render(&ctx, ""), "2 Stück");
        assert_eq!(t.resolve("fr", "en").unwrap().render(&ctx, ""), "2 items");
        let bad = Localizable::ByLocale(vec![
            ("en".into(), "ok".into()),
            ("de".into(), "{(}".into()),
        ]);
        let (locale, _) = LocalizedTemplate::parse(bad, &ExpressionRegistry::new()).unwrap_err();
        assert_eq!(locale.as_deref(), Some("de"));
    }

    /// Counts the values read through it.
    struct Counting(DataContext, std::cell::Cell<usize>);

    impl ConditionContext for Counting {
        fn value(&self, path: &str) -> Option<serde_json::Value> {
            self.1.set(self.1.get() + 1);
            self.0.value(path)
        }
        fn available(&self, path: &str) -> Option<bool> {
            self.0.available(path)
        }
        fn today(&self) -> crate::expression::Date {
            self.0.today()
        }
        fn now_iso(&self) -> String {
            self.0.now_iso()
        }
        fn display_value(&self, path: &str, value: &serde_json::Value) -> Option<String> {
            self.0.display_value(path, value)
        }
    }

    #[test]
    fn a_capped_render_stops_at_the_cap() {
        let data = json!({"x": "é".repeat(1_000)});
        let ctx = Counting(
            DataContext::new(data, crate::expression::Date::EPOCH),
            std::cell::Cell::new(0),
        );
        let template = parse(&format!("a{}", "{x}".repeat(1_000))).unwrap();
        let out = template.render_capped(&ctx, "", 2_500);
        // Whole characters, cut at the cap, and the reads after it never made.
        assert_eq!(out.chars().count(), 2_500);
        assert_eq!(
            out,
            template
                .render(&ctx, "")
                .chars()
                .take(2_500)
                .collect::<String>()
        );
        ctx.1.set(0);
        let _ = template.render_capped(&ctx, "", 2_500);
        assert!(ctx.1.get() <= 3, "{} reads", ctx.1.get());
        // Under the cap: the same as `render`.
        let small = parse("{x}!").unwrap();
        assert_eq!(small.render_capped(&ctx, "", 1_001), small.render(&ctx, ""));
        assert_eq!(small.render_capped(&ctx, "", 5_000), small.render(&ctx, ""));
        assert_eq!(small.render_capped(&ctx, "", 0), "");
    }
}
