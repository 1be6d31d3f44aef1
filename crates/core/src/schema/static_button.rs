//! The two elements without data: `"type": "static"` ([`StaticSchema`]) and
//! `"type": "button"` ([`ButtonSchema`]).
//!
//! Neither has a value: the form leaves them out of its `data`, `request_data`, `load`,
//! `reset`, `clear` and `validate` (see [`ElementKind::has_data`]), and their entries refuse
//! the data and validation options (`default`, `rules`, `submit`, `formatData`,
//! `formatLoad`, `messages`, `fieldName`, `displayErrors`, `placeholder`; a static also
//! `disabled`) with the reason.
//!
//! ```
//! # #[cfg(all(feature = "static", feature = "button"))] {
//! use serde_json::json;
//! use yewform_core::schema::{Align, ElementSchema, StaticTag};
//! let entry = ElementSchema::from_owned("intro", json!({
//!     "type": "static", "content": "<b>Welcome</b>", "tag": "h2", "align": "center"
//! })).unwrap();
//! let ElementSchema::Static(intro) = entry else { panic!() };
//! assert_eq!((intro.tag, intro.align), (Some(StaticTag::H2), Some(Align::Center)));
//! let error = ElementSchema::from_owned("intro", json!({"type": "static", "tag": "script"})).unwrap_err();
//! assert_eq!(error.path, "schema.intro.tag");
//! let error = ElementSchema::from_owned("go", json!({"type": "button", "submit": true})).unwrap_err();
//! assert_eq!(error.to_string(), "schema.go.submit: a button has no data: it has no \"submit\" option (did you mean \"submits\"?)");
//! # }
//! ```
//!
//! [`ElementKind::has_data`]: crate::element::ElementKind::has_data

use serde_json::{Map, Value};

use super::choices::Choice;
use super::common::CommonOptions;
#[cfg(any(feature = "static", feature = "button"))]
use super::error::SchemaError;
#[cfg(feature = "static")]
use super::error::child;
#[cfg(any(feature = "static", feature = "button"))]
use super::read;
#[cfg(any(feature = "static", feature = "button"))]
use super::read::Kind;
#[cfg(any(feature = "static", feature = "button"))]
use super::read::or_null;
#[cfg(any(feature = "static", feature = "button"))]
use super::registries::Registries;
#[cfg(any(feature = "static", feature = "button"))]
use super::suggest::suggest;
use crate::locale::Localizable;

/// How a static or button lines up in its cell (`align`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Align {
    /// `left`.
    Left,
    /// `center`.
    Center,
    /// `right`.
    Right,
}

impl Choice for Align {
    const ALL: &'static [Self] = &[Self::Left, Self::Center, Self::Right];
    fn as_str(self) -> &'static str {
        match self {
            Self::Left => "left",
            Self::Center => "center",
            Self::Right => "right",
        }
    }
}

/// The tag a static renders its content in (`tag`): a fixed list, so a schema cannot put a
/// `<script>`, `<iframe>` or `<form>` into the page. Anything else is a schema error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StaticTag {
    /// `p`.
    P,
    /// `h1`.
    H1,
    /// `h2`.
    H2,
    /// `h3`.
    H3,
    /// `h4`.
    H4,
    /// `h5`.
    H5,
    /// `h6`.
    H6,
    /// `blockquote`.
    Blockquote,
    /// `a`: a link to `href` (checked as the sanitizer checks links), opened in `target`.
    A,
    /// `hr`: a rule; the content is not shown.
    Hr,
    /// `img`: an image from `src` (checked as the sanitizer checks image sources), with
    /// `alt`, `title`, `width`, `height`, in a link when `href` is set (then `alt` is
    /// required: it names the link).
    Img,
    /// `div`.
    Div,
    /// `span`.
    Span,
    /// `small`.
    Small,
}

impl Choice for StaticTag {
    const ALL: &'static [Self] = &[
        Self::P,
        Self::H1,
        Self::H2,
        Self::H3,
        Self::H4,
        Self::H5,
        Self::H6,
        Self::Blockquote,
        Self::A,
        Self::Hr,
        Self::Img,
        Self::Div,
        Self::Span,
        Self::Small,
    ];
    fn as_str(self) -> &'static str {
        match self {
            Self::P => "p",
            Self::H1 => "h1",
            Self::H2 => "h2",
            Self::H3 => "h3",
            Self::H4 => "h4",
            Self::H5 => "h5",
            Self::H6 => "h6",
            Self::Blockquote => "blockquote",
            Self::A => "a",
            Self::Hr => "hr",
            Self::Img => "img",
            Self::Div => "div",
            Self::Span => "span",
            Self::Small => "small",
        }
    }
}

/// What a button renders (`buttonType`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ButtonType {
    /// `button` (default): a `<button>`, `type="submit"` when it `submits`, else
    /// `type="button"`.
    #[default]
    Button,
    /// `anchor`: an `<a href target>` (the link checked as the sanitizer checks links).
    Anchor,
}

impl Choice for ButtonType {
    const ALL: &'static [Self] = &[Self::Button, Self::Anchor];
    fn as_str(self) -> &'static str {
        match self {
            Self::Button => "button",
            Self::Anchor => "anchor",
        }
    }
}

/// A static element (`"type": "static"`): content shown in the element layout, no value.
///
/// `content` is HTML (sanitized when rendered; without yewform's `html` feature, or with
/// `allowHtml: false`, its text) or a locale map of it. A function or component content is
/// given in Rust (the `StaticElement`'s children).
#[derive(Debug, Clone, PartialEq)]
pub struct StaticSchema {
    /// Options shared by every element (without the data and validation options).
    pub common: CommonOptions,
    /// `content`: HTML or text, or a locale map of it; `None` shows nothing (`hr` and
    /// `img` render without content).
    pub content: Option<Localizable>,
    /// `wrap` (default `true`): `false` renders the bare content, no element layout.
    pub wrap: bool,
    /// `tag`: the tag around the content; `None` is a plain `div`.
    pub tag: Option<StaticTag>,
    /// `allowHtml` (default `true`): `false` shows the content as text.
    pub allow_html: bool,
    /// `href`: the link of an `a`, or around an `img`.
    pub href: Option<String>,
    /// `target`: the link's `target`.
    pub target: Option<String>,
    /// `src`: the image of an `img`.
    pub src: Option<String>,
    /// `alt`: the image's text alternative (none: decorative, `alt=""`; required with
    /// `href`, where it names the link).
    pub alt: Option<String>,
    /// `title`: the image's `title`.
    pub title: Option<String>,
    /// `width`: the image's `width` (a number or string).
    pub width: Option<String>,
    /// `height`: the image's `height` (a number or string).
    pub height: Option<String>,
    /// `attrs` (default `{}`): attributes of the innermost tag (the `tag`, or without one
    /// the content box, as the reference's `div.content`; ignored with `wrap: false`), read
    /// with lower-case names (the tag's own attributes win, a `class` is appended to its
    /// own classes): strings, numbers, `true` (an empty boolean
    /// attribute), `false` or `null` (left out), see [`StaticSchema::tag_attrs`]. Event
    /// handlers (`on…`), `style`, `target` (use the option: it adds
    /// `rel="noopener noreferrer"`), link attributes (`href`, `src`, …: use the options),
    /// names with `:`, page frameworks' directives (`x-…`, `data-x-…`, `hx-…`, `sse-…`,
    /// `ws-…`, `v-…`, `ng-…`, `data-ng-…`, `data-bind`, …, `_` and `.` read as `-`), a
    /// `class` with a name AngularJS reads as a class directive (starting `ng-`, `x-ng-` or
    /// `data-ng-`, or `ng…` followed by `:`: `ngInit: <expr>`, anywhere in the attribute,
    /// `note;ng-init:…` too; `md:flex` passes) and the
    /// attributes the sanitizer refuses
    /// on every tag (`id`, `name`, `autofocus`, …) are schema errors.
    pub attrs: Map<String, Value>,
    /// `align`: the tag's alignment.
    pub align: Option<Align>,
    /// `top` (default 0): spacing steps (0–3) above the content: a number or a numeric
    /// string (`"2"`).
    pub top: u8,
    /// `bottom` (default 0): spacing steps (0–3) below the content, as `top`.
    pub bottom: u8,
    /// `expressions` (default `false`): `{…}` expressions in `content` are resolved against
    /// the form's data when the content is shown, and again when a value they read changes
    /// (`\{` is a literal brace). Each result is text: in HTML content it is escaped before
    /// the sanitizer runs, so a value never adds markup. `true` needs yewform-core's
    /// `expressions` feature (without it, a schema error naming it).
    pub expressions: bool,
    /// `content` given as `{"fn": "<name>"}`: a content function registered in Rust
    /// ([`Functions::content`](crate::schema::Functions::content)), called when the static
    /// renders ([`FormState::static_content`](crate::form::FormState::static_content)); its
    /// result is then localized, its expressions resolved and sanitized.
    pub content_fn: Option<String>,
    /// `content` parsed as [`crate::expression::Template`]s (set when the entry is read with
    /// `expressions: true`; a bad expression is a schema error at `content`).
    pub content_template: Option<crate::expression::LocalizedTemplate>,
}

impl Default for StaticSchema {
    fn default() -> Self {
        Self {
            common: CommonOptions::default(),
            content: None,
            wrap: true,
            tag: None,
            allow_html: true,
            href: None,
            target: None,
            src: None,
            alt: None,
            title: None,
            width: None,
            height: None,
            attrs: Map::new(),
            align: None,
            top: 0,
            bottom: 0,
            expressions: false,
            content_fn: None,
            content_template: None,
        }
    }
}

/// A button (`"type": "button"`): a real `<button>` (or a link) that can submit or reset the
/// form and call a handler registered in Rust (`onClick`); no value.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ButtonSchema {
    /// Options shared by every element (without the data and validation options).
    pub common: CommonOptions,
    /// `buttonLabel`: HTML (sanitized when rendered) or a locale map of it.
    pub button_label: Option<Localizable>,
    /// `buttonType` (default `button`).
    pub button_type: ButtonType,
    /// `buttonClass`: classes appended last to the button's (a string, an array of
    /// strings, or an object of class → boolean); `null` when none.
    pub button_class: Value,
    /// `href`: the anchor's link.
    pub href: Option<String>,
    /// `target`: the anchor's `target`.
    pub target: Option<String>,
    /// `loading` (default `false`): shows the spinner and ignores clicks. A submitting
    /// button is also loading while the form submits.
    pub loading: bool,
    /// `loading` given as `{"fn": "<name>"}`: a condition function registered in Rust
    /// ([`Functions::condition`](crate::schema::Functions::condition)); while it is set it
    /// wins over `loading` and the form's submit
    /// ([`FormState::button_loading`](crate::form::FormState::button_loading)).
    pub loading_fn: Option<String>,
    /// `resets` (default `false`): a click resets the form (before submitting, when both).
    pub resets: bool,
    /// `submits` (default `false`): a click submits the form (a `type="submit"` button, so
    /// Enter in a field submits too).
    pub submits: bool,
    /// `secondary` (default `false`): the secondary look.
    pub secondary: bool,
    /// `danger` (default `false`): the danger look.
    pub danger: bool,
    /// `full` (default `false`): the button fills its cell.
    pub full: bool,
    /// `align`: the button's alignment in its cell.
    pub align: Option<Align>,
}

/// The static's own JSON keys, in the order [`StaticSchema::write`] emits them.
#[cfg(any(feature = "static", feature = "button"))]
pub(crate) const STATIC_KEYS: &[&str] = &[
    "content",
    "wrap",
    "tag",
    "allowHtml",
    "href",
    "target",
    "src",
    "alt",
    "title",
    "width",
    "height",
    "attrs",
    "align",
    "top",
    "bottom",
    "expressions",
];

/// The button's own JSON keys, in the order [`ButtonSchema::write`] emits them.
#[cfg(any(feature = "static", feature = "button"))]
pub(crate) const BUTTON_KEYS: &[&str] = &[
    "buttonLabel",
    "buttonType",
    "buttonClass",
    "href",
    "target",
    "loading",
    "resets",
    "submits",
    "secondary",
    "danger",
    "full",
    "align",
];

/// The static's events besides the lifecycle events: none.
pub const STATIC_EVENTS: &[&str] = &[];

/// The button's events besides the lifecycle events: `click` (after the reset and the submit
/// it asks for started; the adapter passes the browser's event, `EventArgs::Mouse`, and the
/// form through the element).
pub const BUTTON_EVENTS: &[&str] = &["click"];

/// The common options an element without data does not have.
#[cfg(any(feature = "static", feature = "button"))]
const DATA_KEYS: &[&str] = &[
    "default",
    "rules",
    "submit",
    "formatData",
    "formatLoad",
    "messages",
    "fieldName",
    "displayErrors",
    "placeholder",
];

#[cfg(any(feature = "static", feature = "button"))]
/// The refusal of a data option (or a static's `disabled`) of an element without data, with
/// a close own option when there is one (`submit` → `submits`).
fn refused(this: &str, key: &str, own: &[&str]) -> Option<SchemaError> {
    let data = DATA_KEYS.contains(&key);
    if !(data || (this == "static" && key == "disabled")) {
        return None;
    }
    let mut reason = if data {
        format!("a {this} has no data: it has no \"{key}\" option")
    } else {
        // What a static's `disable()` answers too.
        crate::element::ElementKind::Static
            .no_disabled_state()
            .unwrap_or_default()
            .to_owned()
    };
    if let Some(close) = suggest(key, own.iter().copied()) {
        reason.push_str(&format!(" (did you mean \"{close}\"?)"));
    }
    Some(SchemaError::new("", reason))
}

#[cfg(any(feature = "static", feature = "button"))]
/// The reason for an unknown `key` of a static (`this`) that is the other one's option:
/// `"buttonLabel" is a button option; a static has no such option`.
pub(crate) fn sibling_reason(this: &str, key: &str) -> Option<String> {
    let (other, keys) = match this {
        "static" => ("button", BUTTON_KEYS),
        "button" => ("static", STATIC_KEYS),
        _ => return None,
    };
    keys.contains(&key)
        .then(|| format!("\"{key}\" is a {other} option; a {this} has no such option"))
}

#[cfg(any(feature = "static", feature = "button"))]
/// Sets the refusal's path.
fn at(path: &str, mut error: SchemaError) -> SchemaError {
    error.path = path.to_string();
    error
}

#[cfg(feature = "static")]
/// An optional string, or a number written as one (`width: 120`).
fn opt_text(path: &str, value: &Value) -> Result<Option<String>, SchemaError> {
    match value {
        Value::Number(n) => Ok(Some(n.to_string())),
        _ => read::opt_string(path, value),
    }
}

#[cfg(feature = "static")]
/// A spacing step 0–3: a number, or a string of one (`"2"`; the reference's `top` and
/// `bottom` are "string or number").
fn step(path: &str, value: &Value) -> Result<u8, SchemaError> {
    if let Value::String(s) = value {
        return match s.as_str() {
            "0" => Ok(0),
            "1" => Ok(1),
            "2" => Ok(2),
            "3" => Ok(3),
            _ => Err(SchemaError::new(
                path,
                format!("expected a step from 0 to 3, found {value}"),
            )),
        };
    }
    let n = read::integer(path, value, 0)?;
    u8::try_from(n)
        .ok()
        .filter(|n| *n <= 3)
        .ok_or_else(|| SchemaError::new(path, format!("expected a step from 0 to 3, found {n}")))
}

#[cfg(any(feature = "static", feature = "button"))]
/// An optional choice (`null` for none).
fn opt_choice<T: Choice>(path: &str, value: &Value) -> Result<Option<T>, SchemaError> {
    if value.is_null() {
        Ok(None)
    } else {
        read::choice(path, value).map(Some)
    }
}

#[cfg(feature = "static")]
/// The static's `tag`, with a "did you mean" for a near miss.
fn tag(path: &str, value: &Value) -> Result<Option<StaticTag>, SchemaError> {
    opt_choice(path, value).map_err(|mut e| {
        if let Some(close) = value
            .as_str()
            .and_then(|t| suggest(t, StaticTag::ALL.iter().map(|t| t.as_str())))
        {
            e.reason.push_str(&format!(" (did you mean \"{close}\"?)"));
        }
        e
    })
}

#[cfg(feature = "static")]
/// `attrs`: an object of strings, numbers, booleans or `null`, read with lower-case names
/// (HTML attribute names ignore case, so `REL` or `Class` are `rel` and `class`, and the
/// tag's own attributes still win over them). Refused, each with its reason: names that are
/// not plain attribute names (`[a-z][a-z0-9._-]*` after lower-casing), names with `:`,
/// link attributes (`href`, `src`, …: use the options), `target` (use the `target` option,
/// which also sets `rel="noopener noreferrer"`), event handlers (`on…`), `style`, page
/// frameworks' directives (with `_` and `.` read as `-`: `x-…`, `hx-…`, `data-hx-…`, `v-…`,
/// `ng-…`, `x-ng-…`, `data-ng-…`, and `data-bind`; see `is_framework_directive`), the other
/// attributes the sanitizer refuses on every tag (`id`, `name`, `autofocus`, `form…`, …)
/// and the same name given twice in different cases.
fn attrs(path: &str, value: &Value) -> Result<Map<String, Value>, SchemaError> {
    let Value::Object(map) = read::shape(path, value, &[Kind::Object])? else {
        return Ok(Map::new());
    };
    let mut read = Map::new();
    for (name, attr) in map {
        let attr_path = child(path, &name);
        let lower = name.to_ascii_lowercase();
        if let Some(reason) = refused_attr(&lower) {
            return Err(SchemaError::new(attr_path, reason));
        }
        read::shape(
            &attr_path,
            &attr,
            &[Kind::String, Kind::Number, Kind::Bool, Kind::Null],
        )?;
        if read.contains_key(&lower) {
            return Err(SchemaError::new(
                attr_path,
                format!("\"{lower}\" is given twice (attribute names ignore case)"),
            ));
        }
        if let (Some(class), "class") = (attr.as_str(), lower.as_str()) {
            if has_angular_class_directive(class) {
                return Err(SchemaError::new(
                    attr_path,
                    "class names AngularJS reads as directives are not allowed (a name starting \"ng-\", \"x-ng-\" or \"data-ng-\", or \"ng\" followed by \":\", anywhere in the attribute, \"_\" read as \"-\")",
                ));
            }
        }
        read.insert(lower, attr);
    }
    Ok(read)
}

#[cfg(feature = "static")]
/// Why the attribute `name` (lower case) may not come from a static's `attrs`, if it may not.
fn refused_attr(name: &str) -> Option<&'static str> {
    let mut chars = name.chars();
    let plain = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| {
            c.is_ascii_lowercase() || c.is_ascii_digit() || matches!(c, '-' | '_' | '.' | ':')
        });
    if !plain {
        Some("not an attribute name (a letter, then letters, digits, \"-\", \"_\" or \".\")")
    } else if matches!(
        name,
        "href" | "src" | "srcset" | "action" | "formaction" | "xlink:href" | "poster"
    ) {
        Some("link attributes are not allowed here (use the element's own option)")
    } else if name.contains(':') {
        Some("names with \":\" are not allowed (they only mean something in SVG or MathML)")
    } else if name == "target" {
        Some("use the \"target\" option (a link with a target gets rel=\"noopener noreferrer\")")
    } else if name.starts_with("on") {
        Some("event handler attributes are not allowed")
    } else if name == "style" {
        Some("style attributes are not allowed (use \"class\")")
    } else if is_framework_directive(name) {
        Some(
            "framework directives are not allowed (Alpine, htmx, Vue, Angular and Knockout turn them into script or requests)",
        )
    } else if crate::sanitize::is_refused_attribute(name) {
        Some("the sanitizer refuses this attribute on every tag (see docs/sanitizer.md)")
    } else {
        None
    }
}

#[cfg(feature = "static")]
/// Whether the attribute `name` (lower case) is a page framework's directive: with `_`,
/// `:` and `.` read as `-` (AngularJS reads `ng_init`, `ng:init` and `ng-init` alike), it
/// starts with `x-` or `data-x-` (Alpine, and its documented alternative prefix), `hx-` or
/// `data-hx-` (htmx), `sse-`, `ws-`, `data-sse-` or `data-ws-` (htmx's SSE and WebSocket
/// extensions), `v-` (Vue), `ng-` or `data-ng-` (AngularJS, which also strips a leading `x-`
/// or `data-`), or is `data-bind` (Knockout).
fn is_framework_directive(name: &str) -> bool {
    let name: String = name
        .chars()
        .map(|c| if matches!(c, '_' | ':' | '.') { '-' } else { c })
        .collect();
    // AngularJS's own prefix stripping: `x-ng-init` and `data-ng-init` are `ng-init`.
    let angular = name
        .strip_prefix("x-")
        .or_else(|| name.strip_prefix("data-"))
        .unwrap_or(&name);
    name == "data-bind"
        || angular.starts_with("ng-")
        || [
            "x-",
            "data-x-",
            "hx-",
            "data-hx-",
            "sse-",
            "data-sse-",
            "ws-",
            "data-ws-",
            "v-",
            "ng-",
        ]
        .iter()
        .any(|p| name.starts_with(p))
}

#[cfg(feature = "static")]
/// Whether AngularJS may read a directive in the class attribute `class`: its compiler scans
/// the whole attribute for `name: value;` runs, a name being any run of letters, digits,
/// `_` and `-` (so `note;ngInit:…` and `a!ngInit:…` hold one). Such a run, with `_` read as
/// `-`, case ignored and leading `-`, `x-` or `data-` stripped, is refused when it starts
/// `ng-`, or starts `ng` and a `:` follows it (`ngInit: <expr>`). Other runs before a `:`
/// pass: Tailwind's variants (`md:flex`, `dark:bg-gray-900`) are class names too, and an
/// app's own directives are the app's to know.
fn has_angular_class_directive(class: &str) -> bool {
    let is_name = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    let mut rest = class;
    while let Some(start) = rest.find(is_name) {
        let run = rest.get(start..).unwrap_or_default();
        let len = run.find(|c: char| !is_name(c)).unwrap_or(run.len());
        let (name, after) = run.split_at(len);
        let lower = name.to_ascii_lowercase().replace('_', "-");
        let trimmed = lower.trim_start_matches('-');
        let angular = trimmed
            .strip_prefix("x-")
            .or_else(|| trimmed.strip_prefix("data-"))
            .unwrap_or(trimmed);
        if angular.starts_with("ng-") || (angular.starts_with("ng") && after.starts_with(':')) {
            return true;
        }
        rest = after;
    }
    false
}

impl StaticSchema {
    /// The `attrs` the static's innermost tag gets, in the order written, as
    /// `(lower-case name, value)`: a string as written, a number as JSON writes it, `true`
    /// as an empty (boolean) attribute; `false` and `null` leave the attribute out. The tag's
    /// own attributes (`href`, `target`, `rel`, `src`, `alt`, …) win over these.
    #[must_use]
    pub fn tag_attrs(&self) -> Vec<(&str, String)> {
        // A loop (no iterator chain collected, docs/size.md).
        let mut out = Vec::new();
        for (name, value) in &self.attrs {
            let text = match value {
                Value::String(s) => s.clone(),
                Value::Number(n) => n.to_string(),
                Value::Bool(true) => String::new(),
                _ => continue,
            };
            out.push((name.as_str(), text));
        }
        out
    }
    /// Reads the option `key` of a static entry (own or common); `Ok(false)` when it is
    /// neither.
    #[cfg(feature = "static")] // without it no static is read
    pub(crate) fn apply(
        &mut self,
        name: &str,
        key: &str,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<bool, SchemaError> {
        if let Some(error) = refused("static", key, STATIC_KEYS) {
            return Err(at(path, error));
        }
        match key {
            "content" if super::functions::looks_like_ref(value) => {
                self.content_fn = Some(super::functions::read_function(path, value)?);
                self.content = None;
            }
            "content" => {
                self.content = read::localizable(path, value)?;
                self.content_fn = None;
            }
            "wrap" => self.wrap = read::boolean(path, value)?,
            "tag" => self.tag = tag(path, value)?,
            "allowHtml" => self.allow_html = read::boolean(path, value)?,
            "href" => self.href = read::opt_string(path, value)?,
            "target" => self.target = read::opt_string(path, value)?,
            "src" => self.src = read::opt_string(path, value)?,
            "alt" => self.alt = read::opt_string(path, value)?,
            "title" => self.title = read::opt_string(path, value)?,
            "width" => self.width = opt_text(path, value)?,
            "height" => self.height = opt_text(path, value)?,
            "attrs" => self.attrs = attrs(path, value)?,
            "align" => self.align = opt_choice(path, value)?,
            "top" => self.top = step(path, value)?,
            "bottom" => self.bottom = step(path, value)?,
            "expressions" => self.expressions = read::boolean(path, value)?,
            _ => return self.common.apply(name, key, value, path, registries),
        }
        Ok(true)
    }

    /// Writes every static option into `map`.
    #[cfg(feature = "static")]
    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        let s = |v: &String| Value::String(v.clone());
        for key in DATA_KEYS.iter().chain(&["disabled"]) {
            map.remove(*key);
        }
        map.insert(
            "content".into(),
            match &self.content_fn {
                Some(name) => super::functions::function_ref(name),
                None => or_null(self.content.as_ref(), Localizable::to_value),
            },
        );
        map.insert("wrap".into(), Value::Bool(self.wrap));
        map.insert(
            "tag".into(),
            or_null(self.tag.as_ref(), |t| Value::from(t.as_str())),
        );
        map.insert("allowHtml".into(), Value::Bool(self.allow_html));
        for (key, v) in [
            ("href", &self.href),
            ("target", &self.target),
            ("src", &self.src),
            ("alt", &self.alt),
            ("title", &self.title),
            ("width", &self.width),
            ("height", &self.height),
        ] {
            map.insert(key.into(), or_null(v.as_ref(), s));
        }
        map.insert("attrs".into(), Value::Object(self.attrs.clone()));
        map.insert(
            "align".into(),
            or_null(self.align.as_ref(), |a| Value::from(a.as_str())),
        );
        map.insert("top".into(), Value::from(self.top));
        map.insert("bottom".into(), Value::from(self.bottom));
        map.insert("expressions".into(), Value::Bool(self.expressions));
    }

    /// After every option is read (`content` and `expressions` come in any order): an `img`
    /// with `href` needs a non-empty `alt` (the image is the link's only content, so its
    /// `alt` is the link's name; fails at `<path>.alt`); with `expressions`, parses the
    /// content's templates; a bad one fails at `<path>.content`.
    #[cfg(feature = "static")]
    pub(crate) fn finish(
        &mut self,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<(), SchemaError> {
        self.content_template = None;
        let named = self
            .alt
            .as_deref()
            .is_some_and(|alt| !alt.trim().is_empty());
        if self.tag == Some(StaticTag::Img) && self.href.is_some() && !named {
            return Err(SchemaError::new(
                child(path, "alt"),
                "an image with \"href\" is a link named by its \"alt\": give the image its \
                 text alternative (what the link leads to)",
            ));
        }
        #[cfg(not(feature = "expressions"))]
        {
            let _ = registries;
            if self.expressions {
                return Err(SchemaError::new(
                    child(path, "expressions"),
                    "\"expressions\" needs yewform-core's \"expressions\" feature",
                ));
            }
            Ok(())
        }
        #[cfg(feature = "expressions")]
        {
            let (true, Some(content)) = (self.expressions, &self.content) else {
                return Ok(());
            };
            let at = child(path, "content");
            let parsed = crate::expression::LocalizedTemplate::parse(
                content.clone(),
                registries.conditions.expressions(),
            )
            .map_err(|(locale, error)| {
                let at = locale.map_or_else(|| at.clone(), |l| child(&at, &l));
                SchemaError::new(at, error.to_string())
            })?;
            self.content_template = Some(parsed);
            Ok(())
        }
    }
}

impl ButtonSchema {
    /// The `href` an anchor button renders: `href` when the sanitizer's URL check passes it,
    /// else `""` (the reference's default `href: ''`). An anchor always has an `href`, so it
    /// stays a link in the Tab order; an empty one is no link, and its click is not followed.
    ///
    /// ```
    /// use yewform_core::schema::ButtonSchema;
    ///
    /// let mut button = ButtonSchema::default();
    /// assert_eq!(button.anchor_href(), "");
    /// button.href = Some("javascript:alert(1)".into());
    /// assert_eq!(button.anchor_href(), "");
    /// button.href = Some("/next".into());
    /// assert_eq!(button.anchor_href(), "/next");
    /// ```
    #[must_use]
    pub fn anchor_href(&self) -> String {
        self.href
            .as_deref()
            .and_then(|url| crate::sanitize::Policy::inline().check_url(url, false))
            .unwrap_or_default()
    }

    /// Reads the option `key` of a button entry (own or common); `Ok(false)` when it is
    /// neither. `onClick` may name its handler as `{"fn": "<name>"}` as well as a string.
    #[cfg(feature = "button")] // without it no button is read
    pub(crate) fn apply(
        &mut self,
        name: &str,
        key: &str,
        value: &Value,
        path: &str,
        registries: Registries<'_>,
    ) -> Result<bool, SchemaError> {
        if let Some(error) = refused("button", key, BUTTON_KEYS) {
            return Err(at(path, error));
        }
        match key {
            "buttonLabel" => self.button_label = read::localizable(path, value)?,
            "buttonType" => self.button_type = read::choice(path, value)?,
            "buttonClass" => {
                self.button_class = read::shape(
                    path,
                    value,
                    &[Kind::String, Kind::Array, Kind::Object, Kind::Null],
                )?;
            }
            "href" => self.href = read::opt_string(path, value)?,
            "target" => self.target = read::opt_string(path, value)?,
            "loading" if super::functions::looks_like_ref(value) => {
                self.loading_fn = Some(super::functions::read_function(path, value)?);
                self.loading = false;
            }
            "loading" => {
                self.loading = read::boolean(path, value)?;
                self.loading_fn = None;
            }
            "resets" => self.resets = read::boolean(path, value)?,
            "submits" => self.submits = read::boolean(path, value)?,
            "secondary" => self.secondary = read::boolean(path, value)?,
            "danger" => self.danger = read::boolean(path, value)?,
            "full" => self.full = read::boolean(path, value)?,
            "align" => self.align = opt_choice(path, value)?,
            "onClick" if super::functions::looks_like_ref(value) => {
                let handler = super::functions::read_function(path, value)?;
                self.common.events.retain(|(event, _)| event != "click");
                self.common.events.push(("click".to_string(), handler));
            }
            _ => return self.common.apply(name, key, value, path, registries),
        }
        Ok(true)
    }

    /// Writes every button option into `map`.
    #[cfg(feature = "button")]
    pub(crate) fn write(&self, map: &mut Map<String, Value>) {
        let s = |v: &String| Value::String(v.clone());
        for key in DATA_KEYS {
            map.remove(*key);
        }
        map.insert(
            "buttonLabel".into(),
            or_null(self.button_label.as_ref(), Localizable::to_value),
        );
        map.insert("buttonType".into(), Value::from(self.button_type.as_str()));
        map.insert("buttonClass".into(), self.button_class.clone());
        map.insert("href".into(), or_null(self.href.as_ref(), s));
        map.insert("target".into(), or_null(self.target.as_ref(), s));
        map.insert(
            "loading".into(),
            match &self.loading_fn {
                Some(name) => super::functions::function_ref(name),
                None => Value::Bool(self.loading),
            },
        );
        for (key, on) in [
            ("resets", self.resets),
            ("submits", self.submits),
            ("secondary", self.secondary),
            ("danger", self.danger),
            ("full", self.full),
        ] {
            map.insert(key.into(), Value::Bool(on));
        }
        map.insert(
            "align".into(),
            or_null(self.align.as_ref(), |a| Value::from(a.as_str())),
        );
    }
}
