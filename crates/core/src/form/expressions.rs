//! The `expression` of text and hidden elements: the form computes their value from the
//! other elements' values, inside the change that moved those (one
//! [`Outcome`](super::Outcome), the element's own `change` event among its events).
//!
//! When the form re-evaluates:
//! - after a change of a value an expression reads (its path, an ancestor or a
//!   descendant), through the change path: the element's `change` fires, its dependents
//!   re-render, and with `validateOn: change` it is validated;
//! - after `load`, `update`, `reset` and `clear` of the whole form, and when the locale or
//!   the language changes (every expression element), and after the element's own `reset()`
//!   and `clear()` (the app's `update()` of the element sets its value until what the
//!   expression reads changes, as in the reference);
//! - when the form is built or an element is added (the value is the element's initial
//!   one: no event, not dirty).
//!
//! An expression element that reads another expression element follows it in the same
//! change. A schema whose expressions read each other in a cycle (`a` reads `b`, `b` reads
//! `a`, list items and containers included) is refused when it is read
//! ([`FormSchema::from_value`](crate::schema::FormSchema::from_value), naming the cycle's
//! paths); between inline elements added later, which that check does not see, a cycle
//! stops after as many rounds as there are expression elements. An expression that reads
//! its own element gives `""`, as in the reference. A computed value holds at most
//! [`MAX_EXPRESSION_VALUE_CHARS`] characters (the rest is cut), so chains that repeat what
//! they read cannot grow a value without bound.

use super::outcome::Log;
use super::state::FormState;
#[cfg(all(feature = "expressions", feature = "text-family"))]
use super::view::view;
#[cfg(all(feature = "expressions", feature = "text-family"))]
use crate::Value;
#[cfg(all(feature = "expressions", feature = "text-family"))]
use crate::conditions::path::paths_overlap;
#[cfg(all(feature = "expressions", feature = "text-family"))]
use crate::element::json_equal;
#[cfg(any(
    all(feature = "expressions", feature = "text-family"),
    feature = "static"
))]
use crate::schema::ElementSchema;

/// The most characters a text's or hidden's `expression` gives, and a static's content with
/// `expressions` (`FormState::static_content`): a longer result is cut to its first
/// `MAX_EXPRESSION_VALUE_CHARS` characters (HTML content only where no tag or character
/// reference is split), so expressions that repeat what they read, each level repeating the
/// one before, cannot grow a value without bound. Inside one expression a `||` stops at the
/// same length ([`crate::expression::MAX_STRING_CHARS`]).
pub const MAX_EXPRESSION_VALUE_CHARS: usize = crate::expression::MAX_STRING_CHARS;

/// Why the form re-evaluates its expressions (what the change then does).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Refresh {
    /// A value changed: validate the expression element as any changed element.
    // Made only where values are computed.
    #[cfg_attr(
        not(all(feature = "expressions", feature = "text-family")),
        allow(dead_code)
    )]
    Change,
    /// A form-wide change (`load`, `update`, `clear`, locale, language): no validation of
    /// the element itself (validated elements that read it are re-validated).
    FormWide,
    /// The form was built or an element added: the computed value is the element's
    /// starting value (no event, not dirty).
    Initial,
    /// The form was reset: the computed value is the reset value (its `change` fires, not
    /// dirty).
    Reset,
}

impl FormState {
    /// The paths the expression of element `i` reads, wildcards filled from its path
    /// (empty when it has none).
    #[cfg(all(
        feature = "expressions",
        any(feature = "text-family", feature = "static")
    ))]
    pub(super) fn expression_reads(entry: &ElementSchema, element_path: &str) -> Vec<String> {
        let template: Option<&crate::expression::LocalizedTemplate> = match entry {
            #[cfg(feature = "text-family")]
            ElementSchema::Text(text) => text.expression.as_ref(),
            #[cfg(feature = "static")]
            ElementSchema::Static(s) => s.content_template.as_ref(),
            #[allow(unreachable_patterns)]
            _ => None,
        };
        template.map_or_else(Vec::new, |t| {
            t.dependencies()
                .iter()
                .map(|dep| crate::endpoint::resolve_wildcards(dep, element_path))
                .collect()
        })
    }

    /// The content of the static element at `path` as shown now: `content` for the form's
    /// locale, its `{…}` expressions resolved against the form's available data when the
    /// static has `expressions` (each result escaped by
    /// [`escape_value_at`](crate::sanitize::escape_value_at) when `allowHtml` is on, so the
    /// sanitizer sees it as text, never as markup, inside an attribute it never ends the
    /// attribute or starts another, and inside a URL attribute after its start it is
    /// percent-encoded as endpoint templates encode their variables, a dot segment's dots as
    /// `%252E`). Resolved content holds at most [`MAX_EXPRESSION_VALUE_CHARS`] characters:
    /// rendering stops there, an escaped value cut only between character references and a
    /// literal part that does not fit left out whole. `None` for an unknown path,
    /// another kind, or no content. Its view re-renders when a value an expression reads
    /// changes ([`dependents`](Self::dependents)).
    ///
    /// ```
    /// # #[cfg(all(feature = "static", feature = "text", feature = "expressions"))] {
    /// use serde_json::json;
    /// use yewform_core::config::FormConfig;
    /// use yewform_core::expression::Date;
    /// use yewform_core::form::FormState;
    /// use yewform_core::schema::FormSchema;
    /// let schema = FormSchema::from_value(&json!({
    ///     "name": {"type": "text", "default": "<b>Ann</b>"},
    ///     "hello": {"type": "static", "content": "<p>Hello {name}!</p>", "expressions": true},
    /// })).unwrap();
    /// let mut form = FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap();
    /// assert_eq!(form.static_content("hello").unwrap(), "<p>Hello &lt;b&gt;Ann&lt;/b&gt;!</p>");
    /// form.set_value("name", json!("Ann Lee")).unwrap();
    /// assert_eq!(form.static_content("hello").unwrap(), "<p>Hello Ann&#32;Lee!</p>");
    /// let outcome = form.set_value("name", json!("Bo")).unwrap();
    /// assert!(outcome.changed.contains("hello"));
    /// assert_eq!(form.static_content("hello").unwrap(), "<p>Hello Bo!</p>");
    /// # }
    /// ```
    #[cfg(feature = "static")]
    #[must_use]
    pub fn static_content(&self, path: &str) -> Option<String> {
        let i = *self.index.get(path)?;
        let ElementSchema::Static(s) = self.info.get(i)?.schema.as_deref()? else {
            return None;
        };
        let fallback = &self.config.fallback_locale;
        let locale = self.locale.as_deref().unwrap_or(fallback);
        let view = super::view::view!(self, Some(path));
        #[cfg(feature = "expressions")]
        // Cut while rendering at `MAX_EXPRESSION_VALUE_CHARS`, as a text's expression; HTML
        // is cut only between references and tags, and escaped reading on from the last value.
        let render = |template: &crate::expression::Template| {
            if s.allow_html {
                let mut escaper = crate::sanitize::ValueEscaper::default();
                template.render_mapped_capped(
                    &view,
                    path,
                    MAX_EXPRESSION_VALUE_CHARS,
                    &mut |before, value| escaper.escape(before, value),
                )
            } else {
                template.render_capped(&view, path, MAX_EXPRESSION_VALUE_CHARS)
            }
        };
        if let Some(name) = &s.content_fn {
            // The reference's order: call the function, localize, resolve the expressions
            // (the adapter then sanitizes).
            let f = self.functions.get_content(name)?;
            let text = match f(&view) {
                serde_json::Value::Null => return None,
                value => crate::locale::Localizable::from_value(&value)
                    .ok()?
                    .resolve(locale, fallback),
            };
            if !s.expressions {
                return Some(text);
            }
            // An expression that does not parse leaves the text as the function returned it.
            #[cfg(feature = "expressions")]
            let registry = self.functions.conditions().expressions();
            #[cfg(feature = "expressions")]
            return Some(match crate::expression::Template::parse(&text, registry) {
                Ok(template) => render(&template),
                Err(_) => text,
            });
            #[cfg(not(feature = "expressions"))]
            return Some(text);
        }
        // `content_template` is set only with the `expressions` feature.
        #[cfg(feature = "expressions")]
        if let Some(templates) = &s.content_template {
            return Some(render(templates.resolve(locale, fallback)?));
        }
        s.content.as_ref().map(|c| c.resolve(locale, fallback))
    }

    /// The value the expression of element `i` gives now, `None` when it has none.
    #[cfg(all(feature = "expressions", feature = "text-family"))]
    fn expression_value(&self, i: usize) -> Option<Value> {
        let info = self.info.get(i)?;
        let ElementSchema::Text(text) = info.schema.as_deref()? else {
            return None;
        };
        let expression = text.expression.as_ref()?;
        let path = self.elements.get(i)?.path();
        if info.expression_deps.iter().any(|d| paths_overlap(d, path)) {
            return Some(Value::String(String::new()));
        }
        let fallback = &self.config.fallback_locale;
        let locale = self.locale.as_deref().unwrap_or(fallback);
        let template = expression.resolve(locale, fallback)?;
        let view = view!(self, Some(path));
        // Cut while rendering: the parts after the cap are never evaluated or copied.
        let text = template.render_capped(&view, path, MAX_EXPRESSION_VALUE_CHARS);
        Some(Value::String(text))
    }

    /// Starts deferring the containers' deep `change`s for a form-wide transition (`load`,
    /// `update`, `reset`, `clear`) of a form with computed elements, each container's old
    /// value the one it had before the transition (`before`, by path, sorted): the
    /// transition's own `change` and the refresh's after it end as one per container, or
    /// none when its value came back ([`end_form_wide`](Self::end_form_wide)). `false` when
    /// nothing is deferred.
    #[cfg(all(feature = "nested", feature = "expressions", feature = "text-family"))]
    pub(super) fn begin_form_wide(&mut self, before: &[(String, Value)]) -> bool {
        let computed = self.info.iter().any(|info| {
            matches!(info.schema.as_deref(), Some(ElementSchema::Text(t)) if t.expression.is_some())
        });
        if !computed || !self.defer_changes_above() {
            return false;
        }
        if let Some(deferred) = self.deferred_above.as_mut() {
            for (path, old) in before {
                if let Some(&i) = self.index.get(path) {
                    deferred.insert(i, old.clone());
                }
            }
        }
        true
    }

    #[cfg(not(all(feature = "nested", feature = "expressions", feature = "text-family")))]
    pub(super) fn begin_form_wide(&mut self, _: &[(String, crate::Value)]) -> bool {
        false
    }

    /// Ends what [`begin_form_wide`](Self::begin_form_wide) started.
    #[cfg(all(feature = "nested", feature = "expressions", feature = "text-family"))]
    pub(super) fn end_form_wide(&mut self, deferring: bool, out: &mut Log) {
        if deferring {
            self.fire_deferred(out);
        }
    }

    #[cfg(not(all(feature = "nested", feature = "expressions", feature = "text-family")))]
    pub(super) fn end_form_wide(&mut self, _: bool, _: &mut Log) {}

    /// Re-evaluates the expressions that read one of `changed` (every expression when
    /// `None`) and sets the values that differ through the change path, recording it in
    /// `out`; then those that read the elements just set, and so on (see the module docs).
    pub(super) fn refresh_expressions(
        &mut self,
        changed: Option<&[String]>,
        why: Refresh,
        out: &mut Log,
    ) {
        #[cfg(not(all(feature = "expressions", feature = "text-family")))]
        let _ = (changed, why, out);
        #[cfg(all(feature = "expressions", feature = "text-family"))]
        self.refresh_computed(changed, why, out);
    }

    /// Sets element `i`'s value to what its expression gives now, when that differs, through
    /// the change path (see [`Refresh`]); answers its path when the value moved.
    #[cfg(all(feature = "expressions", feature = "text-family"))]
    pub(super) fn recompute(&mut self, i: usize, why: Refresh, out: &mut Log) -> Option<String> {
        let value = self.expression_value(i)?;
        let el = self.elements.get_mut(i)?;
        if json_equal(el.value(), &value) {
            return None;
        }
        let events = el.update(value);
        let path = el.path().to_owned();
        if matches!(why, Refresh::Reset | Refresh::Initial) {
            el.clean();
        }
        if why == Refresh::Initial {
            // The starting value: nothing to announce, but what reads it follows, and the
            // containers above hold it (their values were composed before it was computed).
            #[cfg(feature = "nested")]
            self.sync_up(i);
            self.value_moved(i, &path, out);
            out.reached(&path);
        } else {
            self.after_transition(i, events, why == Refresh::Change, out);
        }
        Some(path)
    }

    #[cfg(all(feature = "expressions", feature = "text-family"))]
    fn refresh_computed(&mut self, changed: Option<&[String]>, why: Refresh, out: &mut Log) {
        let computed: Vec<usize> = (0..self.info.len())
            .filter(|&i| {
                self.info.get(i).is_some_and(|info| {
                    matches!(info.schema.as_deref(), Some(ElementSchema::Text(t)) if t.expression.is_some())
                })
            })
            .collect();
        if computed.is_empty() {
            return;
        }
        // The containers above the computed elements fire their deep `change` once, after
        // every round.
        #[cfg(feature = "nested")]
        let deferring = self.defer_changes_above();
        let mut frontier: Option<Vec<String>> = changed.map(<[String]>::to_vec);
        for _ in 0..=computed.len() {
            let mark = out.reached_count();
            let mut moved: Vec<String> = Vec::new();
            for &i in &computed {
                let reads = |frontier: &[String]| {
                    self.info.get(i).is_some_and(|info| {
                        info.expression_deps
                            .iter()
                            .any(|d| frontier.iter().any(|c| paths_overlap(d, c)))
                    })
                };
                if frontier.as_deref().is_some_and(|f| !reads(f)) {
                    continue;
                }
                if let Some(path) = self.recompute(i, why, out) {
                    moved.push(path);
                }
            }
            if moved.is_empty() {
                break;
            }
            // What the values set moved in turn (their availability flips) is read too.
            for path in out.reached_since(mark) {
                if !moved.contains(&path) {
                    moved.push(path);
                }
            }
            frontier = Some(moved);
        }
        #[cfg(feature = "nested")]
        if deferring {
            self.fire_deferred(out);
        }
    }
}

#[cfg(all(test, feature = "text", feature = "expressions"))]
#[allow(clippy::unwrap_used)] // test code
mod tests {
    use serde_json::json;

    use crate::config::FormConfig;
    use crate::element::ElementEvent;
    use crate::expression::Date;
    use crate::form::{Changed, FormState};
    use crate::schema::FormSchema;

    fn form(schema: serde_json::Value) -> FormState {
        let schema = FormSchema::from_value(&schema).unwrap();
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), Date::EPOCH).unwrap()
    }

    #[test]
    fn a_change_moves_the_computed_value_in_the_same_outcome() {
        let mut form = form(json!({
            "first": {"type": "text", "default": "Ann"},
            "last": {"type": "text"},
            "full": {"type": "text", "expression": "{first} {last}"},
        }));
        assert_eq!(form.el("full").unwrap().value(), &json!("Ann "));
        assert!(!form.el("full").unwrap().dirty());
        let outcome = form.set_value("last", json!("Lee")).unwrap();
        assert_eq!(form.request_data()["full"], json!("Ann Lee"));
        let fired: Vec<(&str, &ElementEvent)> = outcome
            .fired
            .iter()
            .map(|f| (f.path.as_str(), &f.event))
            .collect();
        assert_eq!(
            fired,
            [
                (
                    "last",
                    &ElementEvent::Change {
                        new: json!("Lee"),
                        old: json!(null)
                    }
                ),
                (
                    "full",
                    &ElementEvent::Change {
                        new: json!("Ann Lee"),
                        old: json!("Ann ")
                    }
                ),
            ]
        );
        assert!(outcome.changed.contains("full"));
        // An unrelated change leaves it alone.
        let outcome = form.set_value("first", json!("Ann")).unwrap();
        assert!(outcome.fired.is_empty());
    }

    #[test]
    fn chains_follow_and_reading_itself_gives_nothing() {
        let mut form = form(json!({
            "n": {"type": "text", "default": "2"},
            "double": {"type": "hidden", "expression": "{n * 2}"},
            "label": {"type": "text", "expression": "{double} items"},
            "me": {"type": "text", "expression": "{me}x"},
        }));
        assert_eq!(form.request_data()["label"], json!("4 items"));
        form.set_value("n", json!("5")).unwrap();
        assert_eq!(form.request_data()["double"], json!("10"));
        assert_eq!(form.request_data()["label"], json!("10 items"));
        assert_eq!(form.request_data()["me"], json!(""));
    }

    #[test]
    fn reset_clear_load_and_locale_re_evaluate() {
        let mut form = form(json!({
            "qty": {"type": "text", "default": "1"},
            "note": {"type": "text", "expression": {"en": "{qty} item(s)", "de": "{qty} Stück"}},
        }));
        form.set_value("note", json!("typed over")).unwrap();
        form.reset();
        assert_eq!(form.request_data()["note"], json!("1 item(s)"));
        assert!(!form.el("note").unwrap().dirty());
        form.set_value("note", json!("typed over")).unwrap();
        let outcome = form.reset();
        let last_note_change = outcome
            .fired
            .iter()
            .rev()
            .find(|f| f.path == "note" && matches!(f.event, ElementEvent::Change { .. }));
        assert!(matches!(
            last_note_change.map(|f| &f.event),
            Some(ElementEvent::Change { new, .. }) if new == &json!("1 item(s)")
        ));
        form.clear();
        assert_eq!(form.request_data()["note"], json!(" item(s)"));
        form.load(&json!({"qty": "3"}), false).unwrap();
        assert_eq!(form.request_data()["note"], json!("3 item(s)"));
        let outcome = form.set_locale(Some("de".into()));
        assert_eq!(outcome.changed, Changed::All);
        assert_eq!(form.request_data()["note"], json!("3 Stück"));
        form.set_locale(Some("en".into()));
        assert_eq!(form.request_data()["note"], json!("3 item(s)"));
    }

    #[test]
    fn the_elements_own_reset_and_clear_compute_it_again() {
        let mut form = form(json!({
            "n": {"type": "text", "default": "2"},
            "t": {"type": "text", "expression": "{n}!"},
        }));
        form.set_value("t", json!("typed")).unwrap();
        form.apply("t", crate::form::ElementAction::Reset).unwrap();
        assert_eq!(form.el("t").unwrap().value(), &json!("2!"));
        assert!(!form.el("t").unwrap().dirty());
        form.set_value("t", json!("typed")).unwrap();
        let outcome = form.apply("t", crate::form::ElementAction::Clear).unwrap();
        assert_eq!(form.el("t").unwrap().value(), &json!("2!"));
        let last = outcome
            .fired
            .iter()
            .rev()
            .find(|f| matches!(f.event, ElementEvent::Change { .. }));
        assert!(
            matches!(last.map(|f| &f.event), Some(ElementEvent::Change { new, .. }) if new == &json!("2!"))
        );
        // The app's `update()` sets the value until what the expression reads changes.
        form.apply("t", crate::form::ElementAction::Update(json!("set")))
            .unwrap();
        assert_eq!(form.el("t").unwrap().value(), &json!("set"));
        form.set_value("n", json!("3")).unwrap();
        assert_eq!(form.el("t").unwrap().value(), &json!("3!"));
    }

    #[test]
    fn an_element_turning_unavailable_reads_as_null() {
        let mut form = form(json!({
            "kind": {"type": "text", "default": "a"},
            "extra": {"type": "text", "default": "X", "conditions": [["kind", "a"]]},
            "shown": {"type": "text", "expression": "[{extra}]"},
        }));
        assert_eq!(form.el("shown").unwrap().value(), &json!("[X]"));
        let outcome = form.set_value("kind", json!("b")).unwrap();
        assert_eq!(form.el("shown").unwrap().value(), &json!("[]"));
        assert!(outcome.changed.contains("shown"));
        form.set_value("kind", json!("a")).unwrap();
        assert_eq!(form.el("shown").unwrap().value(), &json!("[X]"));
    }

    #[test]
    fn a_missing_variable_gives_an_empty_text() {
        let form = form(json!({"t": {"type": "text", "expression": "[{nowhere.x}]"}}));
        assert_eq!(form.request_data()["t"], json!("[]"));
    }
}
