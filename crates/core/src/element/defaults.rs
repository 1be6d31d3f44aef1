//! The null value and default resolution (reference `useNullValue` and `useDefault`).

use serde_json::Map;

use super::setup::ElementKind;
use crate::Value;

/// The element's null value: `null`, or `{lang: null, …}` for a multilingual element.
pub fn null_value(languages: Option<&[String]>) -> Value {
    match languages {
        None => Value::Null,
        Some(langs) => Value::Object(broadcast(langs, &Value::Null)),
    }
}

/// `{lang: value, …}` for every language: one loop for the null value and a broadcast
/// default, not a collect into a map each (less wasm, docs/size.md).
fn broadcast(langs: &[String], value: &Value) -> Map<String, Value> {
    let mut map = Map::new();
    for lang in langs {
        map.insert(lang.clone(), value.clone());
    }
    map
}

/// Resolves an element's default value.
///
/// Precedence (reference `useDefault`): the inherited default (the parent's or the form's
/// `default[name]`; an explicit `null` there counts, as in the reference) wins over the
/// element's own `default`, which wins over the null value. (A t-text's or t-textarea's
/// inherited default reaches here only when truthy, as the reference's; see
/// `ElementState::new`.)
///
/// Multilingual elements (`languages` is `Some`): a scalar default is broadcast to every
/// language; an object default becomes `{...null, ...default}`. The reference spreads a
/// scalar *inherited* default into an object of characters; yewform broadcasts it like
/// the element's own default.
///
/// [`ElementKind::TEditor`]: plain-text entries are escaped and wrapped in a `<div>`
/// ([`wrap_plain_text`], as the spec asks of a plain-text default; blank text is `""`, an
/// empty editor); entries that are markup
/// are cleaned into the editor's normal form, as every value the app sets is
/// ([`entered_value`]); an array or an object entry becomes `null`.
pub fn resolve_default(
    own: Option<&Value>,
    inherited: Option<&Value>,
    languages: Option<&[String]>,
    kind: ElementKind,
) -> Value {
    let null = null_value(languages);
    let Some(chosen) = inherited.or(own) else {
        return null;
    };
    let resolved = match (languages, chosen) {
        (None, v) => v.clone(),
        (Some(_), Value::Object(obj)) => {
            let mut merged = match null {
                Value::Object(m) => m,
                _ => Map::new(),
            };
            for (k, v) in obj {
                merged.insert(k.clone(), v.clone());
            }
            Value::Object(merged)
        }
        (Some(langs), scalar) => Value::Object(broadcast(langs, scalar)),
    };
    each_entry(kind, languages.is_some(), resolved, default_entry)
}

/// What a value the app sets (`update`, `load`, the form's `load` and `update`) becomes when
/// it enters an element of `kind`. A t-editor keeps plain text as given (a string with no
/// tag in it, see [`has_markup`](crate::sanitize::has_markup), a number, a boolean; its
/// surface shows it escaped in a `<div>`, [`editor_surface_html`]), and cleans a string
/// that holds markup into the editor's normal form
/// ([`editor_output`](crate::sanitize::editor_output), the same string the editor would
/// emit), so what leaves the form is as clean as what the page shows. Blank text (white
/// space only) shows nothing and becomes `""`, an empty editor, as markup that shows
/// nothing does. An array
/// or an object (in a language's entry, or as a single-language editor's value) is no text
/// the editor can show and becomes `null`. A checkbox group's value is a list: `null`
/// becomes `[]` and any other value that is not a list a one-item list; a multiselect's or
/// tags element's likewise, without repeats. Other elements (checkbox, toggle, radio, text,
/// hidden, select, …) take the value as is, of any JSON type. `multilingual`: an object value is keyed by language, so
/// its entries are taken one by one.
///
/// A default is different: its plain text is wrapped in a `<div>` ([`resolve_default`]).
/// The user's own input ([`ElementState::input`](super::ElementState::input), the form's
/// `set_value`) is passed through this too: the editor's surface emits HTML in this normal
/// form already, and normalising it again leaves it as it is.
///
/// ```
/// use serde_json::json;
/// use yewform_core::element::{ElementKind, entered_value};
///
/// # #[cfg(feature = "editor")] // cleaning markup needs the editor's normaliser
/// assert_eq!(
///     entered_value(ElementKind::TEditor, true, json!({"en": "Hi", "de": "<p onclick=\"x()\">Hallo</p>"})),
///     json!({"en": "Hi", "de": "<p>Hallo</p>"})
/// );
/// assert_eq!(entered_value(ElementKind::TEditor, false, json!("a < b")), json!("a < b"));
/// assert_eq!(entered_value(ElementKind::TEditor, false, json!(" \n ")), json!(""));
/// assert_eq!(entered_value(ElementKind::TEditor, false, json!(["<b>x</b>"])), json!(null));
/// assert_eq!(entered_value(ElementKind::Select, false, json!("<b>Hi</b>")), json!("<b>Hi</b>"));
/// assert_eq!(entered_value(ElementKind::Checkboxgroup, false, json!("a")), json!(["a"]));
/// assert_eq!(entered_value(ElementKind::Checkboxgroup, false, json!(null)), json!([]));
/// ```
pub fn entered_value(kind: ElementKind, multilingual: bool, value: Value) -> Value {
    each_entry(kind, multilingual, value, clean_markup)
}

/// Applies `entry` to a t-editor's value (to each language's entry when `multilingual` and
/// the value is an object); other elements' values are returned as they are.
fn each_entry(
    kind: ElementKind,
    multilingual: bool,
    value: Value,
    entry: fn(Value) -> Value,
) -> Value {
    #[cfg(feature = "multi")]
    if kind == ElementKind::Multi {
        return crate::combobox::multi::list_value(value);
    }
    if kind == ElementKind::Checkboxgroup {
        return group_value(value);
    }
    if kind != ElementKind::TEditor {
        return value;
    }
    match (multilingual, value) {
        (true, Value::Object(obj)) => {
            let mut taken = Map::new();
            for (k, v) in obj {
                taken.insert(k, entry(v));
            }
            Value::Object(taken)
        }
        (_, value) => entry(value),
    }
}

/// A value entering a checkbox group: a list without repeats (a value loosely equal to an
/// earlier one, as the group compares: `1` is `"1"`, is dropped, the first kept), `null` as
/// `[]`, any other value as a one-item list, so the group's value is always the list its
/// items are checked in, each once (`min`/`size` count checked boxes, not repeats).
pub(crate) fn group_value(value: Value) -> Value {
    match value {
        Value::Array(values) => {
            let repeats = |at: usize, v: &Value| {
                values
                    .iter()
                    .take(at)
                    .any(|earlier| super::loosely_equal(earlier, v))
            };
            // Nothing is copied when there is no repeat (the usual case).
            if !values.iter().enumerate().any(|(at, v)| repeats(at, v)) {
                return Value::Array(values);
            }
            let kept = values
                .iter()
                .enumerate()
                .filter(|(at, v)| !repeats(*at, v))
                .map(|(_, v)| v.clone())
                .collect();
            Value::Array(kept)
        }
        Value::Null => Value::Array(Vec::new()),
        other => Value::Array(vec![other]),
    }
}

/// A default entry of a t-editor: plain text wrapped ([`wrap_plain_text`]), markup (a tag
/// anywhere, [`has_markup`](crate::sanitize::has_markup), as for `load`) cleaned, an array
/// or an object `null` ([`clean_markup`]).
fn default_entry(value: Value) -> Value {
    match value {
        Value::String(s) if crate::sanitize::has_markup(&s) => clean_markup(Value::String(s)),
        Value::Array(_) | Value::Object(_) => Value::Null,
        value => wrap_plain_text(value),
    }
}

/// Blank text (empty or white-space only) as `""`: it shows nothing, so it is an empty
/// editor, as markup that shows nothing is. A string that holds markup, in the editor's normal form
/// ([`editor_output`](crate::sanitize::editor_output): what is left without a tag is wrapped
/// in a `<div>`, so the value stays HTML; markup that shows nothing, such as `<p><br></p>`,
/// is `""`); an array or an object `null`
/// (no text the editor shows, so no markup may leave the form in it); anything else (plain
/// text, a number, a boolean, `null`) as it is.
fn clean_markup(value: Value) -> Value {
    match value {
        Value::String(s) if s.trim().is_empty() => Value::String(String::new()),
        #[cfg(feature = "editor")]
        Value::String(s) if crate::sanitize::has_markup(&s) => {
            Value::String(crate::sanitize::editor_output(&s))
        }
        Value::Array(_) | Value::Object(_) => Value::Null,
        value => value,
    }
}

/// The HTML a t-editor's surface shows for one value entry: markup as it is (the surface
/// puts it through the editor sanitizer), plain text, a number or a boolean escaped in a
/// `<div>` (as a plain-text default is stored), blank text, `null` or anything else as the
/// empty string (an empty editor, so its placeholder shows).
///
/// ```
/// use serde_json::json;
/// use yewform_core::element::editor_surface_html;
///
/// assert_eq!(editor_surface_html(Some(&json!("a < b"))), "<div>a &lt; b</div>");
/// assert_eq!(editor_surface_html(Some(&json!("<p>x</p>"))), "<p>x</p>");
/// assert_eq!(editor_surface_html(Some(&json!(3))), "<div>3</div>");
/// assert_eq!(editor_surface_html(Some(&json!("  "))), "");
/// assert_eq!(editor_surface_html(None), "");
/// ```
pub fn editor_surface_html(entry: Option<&Value>) -> String {
    match entry {
        Some(Value::String(s)) if crate::sanitize::has_markup(s) => s.clone(),
        Some(Value::String(s)) => crate::sanitize::wrap_plain_text(s),
        Some(Value::Number(n)) => crate::sanitize::wrap_plain_text(&n.to_string()),
        Some(Value::Bool(b)) => crate::sanitize::wrap_plain_text(if *b { "true" } else { "false" }),
        _ => String::new(),
    }
}

/// What a t-editor's hidden input posts for one value entry when the form is sent natively
/// (without wasm): the entry as the form holds it and `request_data` carries it (before
/// `formatData`, which a native post does not run), as text: a string as it is (markup or
/// plain text, never the surface's `<div>` wrapping), a number or a boolean as its text,
/// `null` or anything else as the empty string.
///
/// ```
/// use serde_json::json;
/// use yewform_core::element::editor_posted_text;
///
/// assert_eq!(editor_posted_text(Some(&json!("Fish & chips"))), "Fish & chips");
/// assert_eq!(editor_posted_text(Some(&json!("<p>x</p>"))), "<p>x</p>");
/// assert_eq!(editor_posted_text(Some(&json!(3))), "3");
/// assert_eq!(editor_posted_text(Some(&json!(null))), "");
/// ```
pub fn editor_posted_text(entry: Option<&Value>) -> String {
    match entry {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        Some(Value::Bool(b)) => b.to_string(),
        _ => String::new(),
    }
}

/// Wraps a plain-text editor value in a `<div>`, as the editor does with a plain-text
/// default ([`resolve_default`]).
///
/// - A string with a tag in it ([`has_markup`](crate::sanitize::has_markup)) is HTML and
///   kept as is.
/// - A blank string (empty or white-space only) shows nothing: it is `""`, an empty editor.
/// - Other strings, numbers and booleans are escaped (`&`, `<`, `>`) and wrapped.
/// - `null`, arrays and objects are kept as is.
///
/// ```
/// use yewform_core::element::wrap_plain_text;
/// use yewform_core::Value;
///
/// assert_eq!(wrap_plain_text(Value::from("a < b")), Value::from("<div>a &lt; b</div>"));
/// assert_eq!(wrap_plain_text(Value::from("<p>x</p>")), Value::from("<p>x</p>"));
/// assert_eq!(wrap_plain_text(Value::from("<3 you")), Value::from("<div>&lt;3 you</div>"));
/// assert_eq!(wrap_plain_text(Value::from(" \n ")), Value::from(""));
/// ```
pub fn wrap_plain_text(value: Value) -> Value {
    let text = match &value {
        Value::String(s) if s.trim().is_empty() => return Value::String(String::new()),
        Value::String(s) if crate::sanitize::has_markup(s) => return value,
        Value::String(s) => s.clone(),
        Value::Number(n) => n.to_string(),
        Value::Bool(b) => b.to_string(),
        Value::Null | Value::Array(_) | Value::Object(_) => return value,
    };
    Value::String(format!(
        "<div>{}</div>",
        crate::sanitize::escape_text(&text)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn langs() -> Vec<String> {
        vec!["en".into(), "de".into()]
    }

    #[test]
    fn precedence_inherited_over_own_over_null() {
        let own = json!("own");
        let inh = json!("inherited");
        assert_eq!(
            resolve_default(Some(&own), Some(&inh), None, ElementKind::Select),
            inh
        );
        assert_eq!(
            resolve_default(Some(&own), None, None, ElementKind::Select),
            own
        );
        assert_eq!(
            resolve_default(None, None, None, ElementKind::Select),
            json!(null)
        );
        // An explicit inherited null still wins.
        assert_eq!(
            resolve_default(Some(&own), Some(&json!(null)), None, ElementKind::Select),
            json!(null)
        );
    }

    #[test]
    fn multilingual_shapes() {
        let l = langs();
        assert_eq!(null_value(Some(&l)), json!({"en": null, "de": null}));
        assert_eq!(
            resolve_default(Some(&json!(5)), None, Some(&l), ElementKind::Select),
            json!({"en": 5, "de": 5})
        );
        assert_eq!(
            resolve_default(
                Some(&json!({"de": "x"})),
                None,
                Some(&l),
                ElementKind::Select
            ),
            json!({"en": null, "de": "x"})
        );
        assert_eq!(
            resolve_default(None, Some(&json!("i")), Some(&l), ElementKind::Select),
            json!({"en": "i", "de": "i"})
        );
    }

    #[test]
    fn teditor_wraps_plain_text_entries() {
        let l = langs();
        assert_eq!(
            resolve_default(
                Some(&json!({"en": "Tom & Jerry", "de": "<p>hi</p>"})),
                None,
                Some(&l),
                ElementKind::TEditor
            ),
            json!({"en": "<div>Tom &amp; Jerry</div>", "de": "<p>hi</p>"})
        );
        assert_eq!(
            resolve_default(Some(&json!(3)), None, None, ElementKind::TEditor),
            json!("<div>3</div>")
        );
        assert_eq!(wrap_plain_text(json!("")), json!(""));
        assert_eq!(wrap_plain_text(json!("  <b>x</b>")), json!("  <b>x</b>"));
        assert_eq!(wrap_plain_text(json!("a>b")), json!("<div>a&gt;b</div>"));
    }
}
