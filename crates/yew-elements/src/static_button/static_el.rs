//! `StaticElement`: content (sanitized HTML or text) in a fixed list of tags, inside the
//! element layout; no value.

use std::sync::Arc;

use serde_json::{Map, Value};
use yew::prelude::*;
use yew::virtual_dom::{AttributeOrProperty, VTag};
use yewform_core::schema::{Choice, ElementSchema, StaticSchema, StaticTag};

use super::look::{checked_url, own_classes, put_texts, put_values, use_look};
use crate::entry_ref::EntryRef;
use crate::events::FiredEvent;
use crate::hooks::ElementListeners;
use crate::layout::element_layout::use_layout_state;
use crate::layout::frame::{FrameParts, ViewEnv};

/// Props of [`StaticElement`]: inside a schema-driven `<Form>` give only `name`; written
/// inline, the props are its options (the schema's names in snake case).
#[derive(Properties, PartialEq, Clone)]
pub struct StaticProps {
    /// The element name: its path in the form (it has no data).
    pub name: AttrValue,
    /// `content`: HTML, sanitized (without the `html` feature, or with
    /// `allow_html = false`, its text).
    #[prop_or_default]
    pub content: Option<AttrValue>,
    /// `tag`: `p`, `h1`–`h6`, `blockquote`, `a`, `hr`, `img`, `div`, `span` or `small`.
    #[prop_or_default]
    pub tag: Option<AttrValue>,
    /// `wrap` (default `true`): `false` renders the bare content, without the layout.
    #[prop_or_default]
    pub wrap: Option<bool>,
    /// `allowHtml` (default `true`).
    #[prop_or_default]
    pub allow_html: Option<bool>,
    /// `href`: the link of an `a`, or around an `img`.
    #[prop_or_default]
    pub href: Option<AttrValue>,
    /// `target` of the link.
    #[prop_or_default]
    pub target: Option<AttrValue>,
    /// `src` of an `img`.
    #[prop_or_default]
    pub src: Option<AttrValue>,
    /// `alt` of an `img` (none: decorative; required with `href`, where it names the link:
    /// the form shows a schema error without it).
    #[prop_or_default]
    pub alt: Option<AttrValue>,
    /// `title` of an `img`.
    #[prop_or_default]
    pub title: Option<AttrValue>,
    /// `width` of an `img`.
    #[prop_or_default]
    pub width: Option<AttrValue>,
    /// `height` of an `img`.
    #[prop_or_default]
    pub height: Option<AttrValue>,
    /// `attrs`: attributes of the innermost tag, lower-cased; `true` is an empty attribute,
    /// `false` and `null` leave it out; no event handlers, `style`, `target` or links (see
    /// [`StaticSchema::attrs`](yewform_core::schema::StaticSchema::attrs)).
    #[prop_or_default]
    pub attrs: Option<Value>,
    /// `align`: `left`, `center` or `right`.
    #[prop_or_default]
    pub align: Option<AttrValue>,
    /// `top`: spacing steps (0–3) above.
    #[prop_or_default]
    pub top: Option<u8>,
    /// `bottom`: spacing steps (0–3) below.
    #[prop_or_default]
    pub bottom: Option<u8>,
    /// `expressions`: `{…}` expressions in `content` resolved against the form's data (each
    /// result shown as text, never as markup), updated when a value they read changes.
    #[prop_or_default]
    pub expressions: Option<bool>,
    /// Label.
    #[prop_or_default]
    pub label: Option<AttrValue>,
    /// Info tooltip.
    #[prop_or_default]
    pub info: Option<AttrValue>,
    /// Description.
    #[prop_or_default]
    pub description: Option<AttrValue>,
    /// Conditions.
    #[prop_or_default]
    pub conditions: Option<Value>,
    /// Columns.
    #[prop_or_default]
    pub columns: Option<Value>,
    /// The `id` of the content's container.
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// A condition as a Rust function (added to `conditions`): shown while it is true.
    #[prop_or_default]
    pub condition: Option<crate::form::registry::ConditionFn>,
    /// Lifecycle events (`beforeCreate` … `unmounted`), by name.
    #[prop_or_default]
    pub on_lifecycle: Option<Callback<FiredEvent>>,
    /// Content built in Rust (the reference's component content and `default` slot): shown
    /// when `content` is empty or absent (`content` wins, as in the reference), over a
    /// `default` slot the schema's `slots` names.
    #[prop_or_default]
    pub children: Html,
}

impl StaticProps {
    /// The options as schema JSON.
    fn options_json(&self) -> Value {
        let mut map = Map::new();
        map.insert("type".into(), Value::from("static"));
        put_texts(
            &mut map,
            &[
                ("content", &self.content),
                ("tag", &self.tag),
                ("href", &self.href),
                ("target", &self.target),
                ("src", &self.src),
                ("alt", &self.alt),
                ("title", &self.title),
                ("width", &self.width),
                ("height", &self.height),
                ("align", &self.align),
                ("label", &self.label),
                ("info", &self.info),
                ("description", &self.description),
                ("id", &self.id),
            ],
        );
        put_values(
            &mut map,
            &[
                ("wrap", self.wrap.map(Value::from)),
                ("allowHtml", self.allow_html.map(Value::from)),
                ("attrs", self.attrs.clone()),
                ("top", self.top.map(Value::from)),
                ("bottom", self.bottom.map(Value::from)),
                ("expressions", self.expressions.map(Value::from)),
                ("conditions", self.conditions.clone()),
                ("columns", self.columns.clone()),
            ],
        );
        Value::Object(map)
    }

    /// The event props as listeners.
    pub fn listeners(&self) -> ElementListeners {
        let mut listeners = ElementListeners::default();
        for event in yewform_core::schema::events::Lifecycle::names() {
            listeners = listeners.with(event, &self.on_lifecycle);
        }
        listeners
    }
}

crate::entry_ref::entry_kind!(StaticSchema, Static);

/// Content shown in the form: a heading, a paragraph, a note, a link, a rule or an image, in
/// the element layout (label, description, columns; conditions hide it). It has no value:
/// the form's data, load, reset, clear and validation skip it.
///
/// `content` is HTML and goes through the sanitizer (a `<script>` or `onerror=` never runs);
/// `tag` is one of a fixed list (`p`, `h1`–`h6`, `blockquote`, `a`, `hr`, `img`, `div`,
/// `span`, `small`); `href` and `src` are checked as the sanitizer checks links.
///
/// ```no_run
/// use yew::prelude::*;
/// use yewform_elements::{Form, StaticElement};
///
/// #[component]
/// fn Intro() -> Html {
///     html! {
///         <Form>
///             <StaticElement name="intro" tag="h2" content="Create your <b>account</b>" />
///         </Form>
///     }
/// }
/// ```
#[component]
pub fn StaticElement(props: &StaticProps) -> Html {
    let form = use_context::<crate::form::FormContext>().map(|c| c.handle);
    let element = crate::hooks::use_element(
        &props.name,
        props,
        |p: &StaticProps| {
            let mut json = p.options_json();
            if let Some(form) = &form {
                crate::form::registry::put_inline_functions(
                    &mut json,
                    form,
                    &p.name,
                    crate::form::registry::InlineFunctions {
                        format_data: None,
                        format_load: None,
                        condition: p.condition.as_ref(),
                        disabled: None,
                    },
                );
            }
            Some(json)
        },
        props.listeners(),
    );
    // A refused element calls the hooks below too, and shows its error after them.
    let (handle, refused) =
        match crate::hooks::handle_after_refusal(element, form.as_ref(), &props.name) {
            Ok(found) => found,
            Err(error) => return html! { <p class="yf-element-error" role="alert">{ error }</p> },
        };
    crate::hooks::use_view_subscription(&handle);
    let entry: Option<Arc<ElementSchema>> = handle
        .form()
        .read(|s| s.schema_entry_shared(handle.path()))
        .flatten();
    let schema = entry.clone().and_then(EntryRef::<StaticSchema>::new);
    let env = ViewEnv::read(&handle);
    let common = schema.as_ref().map(|s| &s.common);
    // The `default` and layout slots the schema names (`{"fn": ..}`), from the registry.
    let (default_slot, slots) = common
        .and_then(|common| {
            handle
                .form()
                .read(|s| crate::form::registry::content_slots(s.functions(), &common.slots))
        })
        .unwrap_or_default();
    // The static's `<div>` is not labelable: its label has no `for` (audit6-a11y #3).
    let frame =
        common.map(|common| FrameParts::read(&handle, common, &slots, &env).label_without_for());
    let has_label = frame.as_ref().is_some_and(|f| f.has_label);
    let look = use_look(&handle, "static", entry, has_label);
    let layout = use_layout_state(
        (*look).as_ref().map(|l| &l.layout),
        frame.as_ref().map(|f| f.id.clone()).unwrap_or_default(),
    );
    if let Some(error) = refused {
        return html! { <p class="yf-element-error" role="alert">{ error }</p> };
    }
    let (Some(schema), Some(frame), Some(look)) = (schema, frame, (*look).as_ref()) else {
        let mut text = handle.path().to_owned();
        text.push_str(": not a static element");
        return html! { <p class="yf-element-error" role="alert">{ text }</p> };
    };
    // With `expressions`, core resolves the `{…}` against the form's data (each result
    // escaped, so it reaches the sanitizer as text); a `content` function is called there
    // too (then localized and resolved).
    let text = if schema.expressions || schema.content_fn.is_some() {
        handle
            .form()
            .read(|s| s.static_content(handle.path()))
            .flatten()
    } else {
        schema
            .content
            .as_ref()
            .map(|c| c.resolve(&env.locale, &env.fallback))
    };
    let children = || (props.children != Html::default()).then(|| props.children.clone());
    // `content`, else (it is empty) the children (the inline `default` slot), else the
    // registered `default` slot: the reference uses the slot when there is no content.
    let text = text.filter(|t| !t.is_empty());
    let slotted = || default_slot.as_ref().map(|slot| slot.emit(handle.clone()));
    // The policy of the tag the content goes in: no block in a `p`, a heading, a `span` or
    // a `small`, no link in a link (a browser's parser would end the tag early).
    let policy = match schema.tag.filter(|_| schema.wrap) {
        Some(StaticTag::A) => yewform_core::sanitize::Policy::phrasing_in_link,
        Some(
            StaticTag::P
            | StaticTag::H1
            | StaticTag::H2
            | StaticTag::H3
            | StaticTag::H4
            | StaticTag::H5
            | StaticTag::H6
            | StaticTag::Span
            | StaticTag::Small,
        ) => yewform_core::sanitize::Policy::phrasing,
        _ => yewform_core::sanitize::Policy::inline,
    };
    let content = text
        .map(|text| {
            if schema.allow_html {
                crate::html::rich_with(&text, policy)
            } else {
                Html::from(text)
            }
        })
        .or_else(children)
        .or_else(slotted);
    let size = ["_", look.size.as_str()].concat();
    let top = ["_top_", &schema.top.to_string()].concat();
    let bottom = ["_bottom_", &schema.bottom.to_string()].concat();
    let steps = |part: &str| {
        [
            [part, &size].concat(),
            [part, &top].concat(),
            [part, &bottom].concat(),
        ]
    };
    if !schema.wrap {
        let [s, t, b] = steps("content");
        let class = own_classes(
            look,
            "",
            &[
                ("content", true),
                (&s, true),
                (&t, schema.top > 0),
                (&b, schema.bottom > 0),
            ],
        );
        return html! {
            <div id={frame.id.clone()} {class} hidden={!frame.visible}>{ content.unwrap_or_default() }</div>
        };
    }
    let field = match schema.tag {
        None => {
            let [s, t, b] = steps("content");
            let class = own_classes(
                look,
                "",
                &[
                    ("content", true),
                    (&s, true),
                    (&t, schema.top > 0),
                    (&b, schema.bottom > 0),
                ],
            );
            // Without a tag the content box is the innermost tag: the `attrs` go on it (the
            // reference binds them on `div.content`).
            let mut attrs = vec![("id".to_string(), frame.id.clone())];
            if let Some(class) = class {
                attrs.push(("class".to_string(), class));
            }
            add_attrs(&mut attrs, &schema);
            vtag("div", attrs, content)
        }
        Some(tag) => {
            let [s, t, b] = steps("tag");
            let tag_key = ["tag_", tag.as_str()].concat();
            let align = schema.align.map(|a| ["tag_", a.as_str()].concat());
            let class = own_classes(
                look,
                "",
                &[
                    ("tag", true),
                    (&s, true),
                    (&tag_key, true),
                    (align.as_deref().unwrap_or(""), align.is_some()),
                    (&t, schema.top > 0),
                    (&b, schema.bottom > 0),
                ],
            );
            let inner = tag_node(tag, &schema, content);
            html! { <div id={frame.id.clone()} {class}>{ inner }</div> }
        }
    };
    frame.view_inline(&layout, field)
}

/// The tag `tag` with the static's attributes and `content` (none in `hr` and `img`; an
/// `img` with `href` sits in a link).
fn tag_node(tag: StaticTag, schema: &StaticSchema, content: Option<Html>) -> Html {
    let mut attrs: Vec<(String, AttrValue)> = Vec::new();
    let link = |attrs: &mut Vec<(String, AttrValue)>| {
        if let Some(href) = checked_url(schema.href.as_deref(), false) {
            attrs.push(("href".into(), href));
        }
        if let Some(target) = &schema.target {
            attrs.push(("target".into(), AttrValue::from(target.clone())));
            attrs.push(("rel".into(), AttrValue::from("noopener noreferrer")));
        }
    };
    match tag {
        StaticTag::A => link(&mut attrs),
        StaticTag::Img => {
            if let Some(src) = checked_url(schema.src.as_deref(), true) {
                attrs.push(("src".into(), src));
            }
            // An image without `alt` is decorative (with `href` the schema requires one: it
            // names the link).
            let alt = schema.alt.clone().unwrap_or_default();
            attrs.push(("alt".into(), AttrValue::from(alt)));
            for (key, value) in [
                ("title", &schema.title),
                ("width", &schema.width),
                ("height", &schema.height),
            ] {
                if let Some(value) = value {
                    attrs.push((key.into(), AttrValue::from(value.clone())));
                }
            }
        }
        _ => {}
    }
    add_attrs(&mut attrs, schema);
    let void = matches!(tag, StaticTag::Hr | StaticTag::Img);
    let node = vtag(tag.as_str(), attrs, if void { None } else { content });
    if tag == StaticTag::Img && schema.href.is_some() {
        let mut link_attrs = Vec::new();
        link(&mut link_attrs);
        return vtag("a", link_attrs, Some(node));
    }
    node
}

/// `attrs` (the innermost tag's own attributes) with the static's `attrs` added. Core
/// decides which apply (lower-case names, `false` and `null` left out); a `class` is
/// appended to the tag's own classes, any other own attribute wins.
fn add_attrs(attrs: &mut Vec<(String, AttrValue)>, schema: &StaticSchema) {
    for (key, text) in schema.tag_attrs() {
        match attrs.iter_mut().find(|(k, _)| k == key) {
            Some((_, own)) if key == "class" && !text.is_empty() => {
                let joined = if own.trim().is_empty() {
                    text
                } else {
                    [own.as_str(), " ", text.as_str()].concat()
                };
                *own = AttrValue::from(joined);
            }
            Some(_) => {} // the tag's own attribute wins
            None => attrs.push((key.to_string(), AttrValue::from(text))),
        }
    }
}

/// A `<name attrs>child</name>` built at run time (the tag and attribute names come from
/// the checked schema).
fn vtag(name: &'static str, attrs: Vec<(String, AttrValue)>, child: Option<Html>) -> Html {
    let mut tag = VTag::new(name);
    {
        let map = tag.attributes.get_mut_index_map();
        for (key, value) in attrs {
            map.insert(AttrValue::from(key), AttributeOrProperty::Attribute(value));
        }
    }
    if let Some(child) = child {
        tag.add_child(child);
    }
    tag.into()
}
