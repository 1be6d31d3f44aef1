//! One section per concept of the shared contract: an inline form, layout and columns,
//! classes, presets, views and themes, validation messages, conditions and the events log,
//! each with a live `requestData` view.

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::config::FormConfig;
use yewform_core::schema::FormSchema;
use yewform_elements::layout::TemplateScope;
use yewform_elements::{EventArgs, FiredEvent, Form, FormHandle, SelectElement};
use yewform_themes::{ThemeKind, use_theme};

/// The concepts, in the order of the page: `(anchor id, title)`.
pub const CONCEPTS: &[(&str, &str)] = &[
    ("order-title", "Schema form"),
    ("inline-title", "Inline form"),
    ("layout-title", "Layout and columns"),
    ("classes-title", "Classes, presets, views and themes"),
    ("validation-title", "Validation messages"),
    ("conditions-title", "Conditions"),
    ("events-title", "Events log"),
    ("dropdown-title", "Dropdown selects"),
    ("async-title", "Async items"),
    ("article-title", "Translatable editor"),
    ("nested-title", "Nested data"),
];

/// The page's table of contents.
#[component]
pub fn ConceptNav() -> Html {
    html! {
        <nav aria-label="Concepts" class="yf-demo-nav">
            <ul>
                { for CONCEPTS.iter().map(|(id, title)| html! {
                    <li><a href={format!("#{id}")}>{ *title }</a></li>
                }) }
            </ul>
        </nav>
    }
}

#[derive(Properties, PartialEq)]
struct LiveDataProps {
    id: AttrValue,
    data: Value,
}

/// The form's `requestData`, pretty-printed, updated on every change.
#[component]
fn LiveData(props: &LiveDataProps) -> Html {
    let text = serde_json::to_string_pretty(&props.data).unwrap_or_default();
    html! {
        <figure class="yf-demo-data">
            <figcaption>{ "requestData" }</figcaption>
            <pre id={props.id.clone()} aria-live="polite">{ text }</pre>
        </figure>
    }
}

/// A form's request data, kept current: `(handle, data, on_change)`.
#[hook]
fn use_live_data() -> (FormHandle, UseStateHandle<Value>, Callback<(Value, Value)>) {
    let handle = use_memo((), |_| FormHandle::new());
    let data = use_state(|| json!({}));
    {
        let handle = (*handle).clone();
        let data = data.clone();
        // After the first render the form has its defaults.
        use_effect_with((), move |_| data.set(handle.request_data()));
    }
    let on_change = {
        let handle = (*handle).clone();
        let data = data.clone();
        Callback::from(move |_: (Value, Value)| data.set(handle.request_data()))
    };
    ((*handle).clone(), data, on_change)
}

fn schema_or_alert(value: &Value, render: impl FnOnce(FormSchema) -> Html) -> Html {
    match FormSchema::from_value(value) {
        Ok(schema) => render(schema),
        Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
    }
}

/// Elements written inline, no schema.
#[component]
fn InlineSection() -> Html {
    let (handle, data, on_change) = use_live_data();
    html! {
        <section aria-labelledby="inline-title">
            <h2 id="inline-title">{ "Inline form (elements written in html!)" }</h2>
            <Form id="inline" handle={handle} {on_change} submit_label="Check">
                <SelectElement name="fruit" label="Fruit" placeholder="Pick a fruit"
                    items={json!(["Apple", "Banana", "Cherry"])} rules={json!("required")}
                    description="A native select written as <code>&lt;SelectElement/&gt;</code>." />
                <SelectElement name="amount" label="Amount" default={json!(1)}
                    items={json!([1, 2, 3, 6, 12])}
                    description="Numeric items keep numbers in the value." />
            </Form>
            <LiveData id="inline-data" data={(*data).clone()} />
        </section>
    }
}

fn layout_schema() -> Value {
    json!({
        "half": {"type": "select", "label": "Half width", "columns": 6, "items": ["a", "b"],
            "info": "columns: 6 — the container takes half the row.", "infoPosition": "top"},
        "other_half": {"type": "select", "label": "Other half", "columns": 6, "items": ["c", "d"]},
        "horizontal": {"type": "select", "label": "Label beside", "presets": ["horizontal"],
            "items": ["e", "f"], "description": "The preset \u{201c}horizontal\u{201d} sets columns {label: 4}."},
        "small": {"type": "select", "label": "Small", "size": "sm", "items": ["sm"], "default": "sm"},
        "large": {"type": "select", "label": "Large", "size": "lg", "items": ["lg"], "default": "lg"},
        "framed": {"type": "select", "label": "Before, between and after", "items": ["x"],
            "before": "<em>before</em> the field", "between": "between the field and the description",
            "after": "after everything", "description": "The description."}
    })
}

fn demo_config() -> FormConfig {
    FormConfig::from_value(&json!({
        "presets": {
            "horizontal": {"columns": {"label": 4}},
            "brand": {
                "addClasses": {"SelectElement": {"input": "demo-brand-input"}},
                "views": {"ElementLabel": "caps"},
                "templates": {"ElementDescription": "noteDescription"}
            }
        }
    }))
    .unwrap_or_default()
}

/// Columns, sizes and the layout's text parts.
#[component]
fn LayoutSection() -> Html {
    let (handle, data, on_change) = use_live_data();
    html! {
        <section aria-labelledby="layout-title">
            <h2 id="layout-title">{ "Layout and columns" }</h2>
            { schema_or_alert(&layout_schema(), |schema| html! {
                <Form id="layout" {schema} config={Some(demo_config())} {handle} {on_change}
                    submit_label="Check" />
            }) }
            <LiveData id="layout-data" data={(*data).clone()} />
        </section>
    }
}

fn classes_schema() -> Value {
    json!({
        "plain": {"type": "select", "label": "Theme classes", "items": ["one", "two"]},
        "added": {"type": "select", "label": "addClass and replaceClass", "items": ["one"],
            "addClass": {"input": "demo-dashed"},
            "replaceClass": {"input": {"yf-native-select": ["yf-native-select", "demo-mono"]}},
            "description": "A dashed border added, a monospace font swapped in."},
        "branded": {"type": "select", "label": "Preset \u{201c}brand\u{201d}", "presets": ["brand"],
            "items": ["one"], "description": "A class, a label view and a description template from one preset."},
        "pill": {"type": "select", "label": "view: pill", "view": "pill", "items": ["one"],
            "description": "The theme's <code>SelectElement_pill</code> classes: the default ones with rounded ends."}
    })
}

fn note_description(scope: TemplateScope) -> Html {
    html! {
        <p id={scope.id} class={classes!(scope.class, "demo-note")}>
            <strong>{ "Note: " }</strong>{ scope.text.unwrap_or_default() }
        </p>
    }
}

/// Class options, presets, views, templates, and the light/dark switch.
#[component]
fn ClassesSection() -> Html {
    let (handle, data, on_change) = use_live_data();
    let theme = use_theme();
    let switch = |kind: ThemeKind| {
        let theme = theme.clone();
        Callback::from(move |_: MouseEvent| theme.set(kind))
    };
    let templates = vec![(
        AttrValue::from("noteDescription"),
        Callback::from(note_description),
    )];
    // Views: the theme gets `SelectElement_pill` (the theme style's select classes with a rounded
    // input) and `ElementLabel_caps`, as a theme author would add them.
    let overrides = {
        let defaults = theme.style.class_map();
        let mut pill = defaults.get("SelectElement").cloned().unwrap_or_default();
        if let Some(input) = pill.get_mut("input") {
            *input = json!(format!("{} demo-pill", input.as_str().unwrap_or_default()));
        }
        let mut caps = defaults.get("ElementLabel").cloned().unwrap_or_default();
        if let Some(container) = caps.get_mut("container") {
            *container = json!(format!(
                "{} demo-caps",
                container.as_str().unwrap_or_default()
            ));
        }
        json!({"SelectElement_pill": pill, "ElementLabel_caps": caps})
    };
    html! {
        <section aria-labelledby="classes-title">
            <h2 id="classes-title">{ "Classes, presets, views and themes" }</h2>
            <p role="group" aria-label="Colour scheme">
                <button type="button" onclick={switch(ThemeKind::Light)}>{ "Light" }</button>
                <button type="button" onclick={switch(ThemeKind::Dark)}>{ "Dark" }</button>
                <button type="button" onclick={switch(ThemeKind::System)}>{ "System" }</button>
            </p>
            <yewform_themes::ThemeProvider kind={theme.kind()} class_map_overrides={Some(overrides)}>
                { schema_or_alert(&classes_schema(), |schema| html! {
                    <Form id="classes" {schema} config={Some(demo_config())} {templates}
                        {handle} {on_change} submit_label="Check" />
                }) }
            </yewform_themes::ThemeProvider>
            <LiveData id="classes-data" data={(*data).clone()} />
        </section>
    }
}

fn validation_schema() -> Value {
    json!({
        "size": {"type": "select", "label": "Size", "placeholder": "Choose", "rules": "required",
            "items": {"s": "Small", "m": "Medium", "l": "Large"}},
        "not_large": {"type": "select", "label": "Anything but large", "rules": ["required", "not_in:l"],
            "items": {"s": "Small", "m": "Medium", "l": "Large"}, "default": "l",
            "messages": {"not_in": "Large is sold out."}},
        "language": {"type": "select", "label": "Message language", "items": {"en": "English", "de": "Deutsch"},
            "default": "en", "submit": false}
    })
}

/// Rules, messages on change, custom messages and the message language.
#[component]
fn ValidationSection() -> Html {
    let (handle, data, on_change) = use_live_data();
    let locale = use_state(|| "en".to_string());
    let on_change = {
        let handle = handle.clone();
        let locale = locale.clone();
        Callback::from(move |change: (Value, Value)| {
            let chosen = handle.el("language").value();
            if let Some(code) = chosen.as_str().filter(|c| **c != *locale) {
                locale.set(code.to_string());
            }
            on_change.emit(change);
        })
    };
    html! {
        <section aria-labelledby="validation-title">
            <h2 id="validation-title">{ "Validation messages" }</h2>
            { schema_or_alert(&validation_schema(), |schema| html! {
                <Form id="validation" {schema} {handle} {on_change} locale={Some((*locale).clone())}
                    submit_label="Validate" />
            }) }
            <LiveData id="validation-data" data={(*data).clone()} />
        </section>
    }
}

fn conditions_schema() -> Value {
    json!({
        "delivery": {"type": "select", "label": "Delivery", "items": {"pickup": "Pick up", "ship": "Ship to me"},
            "default": "pickup"},
        "city": {"type": "select", "label": "City", "items": ["Berlin", "Zürich", "Wien"], "default": "Berlin",
            "conditions": [["delivery", "ship"]],
            "description": "Shown only when shipping; when hidden it leaves the request data."},
        "express": {"type": "select", "label": "Express", "items": {"no": "No", "yes": "Yes"}, "default": "no",
            "conditions": [["delivery", "ship"], ["city", "in", ["Berlin", "Wien"]]]}
    })
}

/// Conditions hide elements and drop them from the request data.
#[component]
fn ConditionsSection() -> Html {
    let (handle, data, on_change) = use_live_data();
    html! {
        <section aria-labelledby="conditions-title">
            <h2 id="conditions-title">{ "Conditions" }</h2>
            { schema_or_alert(&conditions_schema(), |schema| html! {
                <Form id="conditions" {schema} {handle} {on_change} submit_label="Check" />
            }) }
            <LiveData id="conditions-data" data={(*data).clone()} />
        </section>
    }
}

fn events_schema() -> Value {
    json!({
        "native": {"type": "select", "label": "Native", "items": ["a", "b", "c"]},
        "dropdown": {"type": "select", "label": "Dropdown", "search": true, "canClear": true,
            "items": ["Red", "Green", "Blue"]}
    })
}

fn describe(event: &FiredEvent) -> String {
    let args = match &event.args {
        EventArgs::Change { new, old } => format!("{old} → {new}"),
        EventArgs::Option(option) => option.to_string(),
        EventArgs::Search(text) => format!("{text:?}"),
        EventArgs::Error(text) | EventArgs::Alert(text) => text.clone(),
        _ => String::new(),
    };
    format!("{} {} {}", event.path, event.name, args)
        .trim_end()
        .to_string()
}

/// Every event of two selects, newest first.
#[component]
fn EventsSection() -> Html {
    let (handle, data, on_change) = use_live_data();
    let log = use_state(Vec::<String>::new);
    {
        let handle = handle.clone();
        let log = log.clone();
        use_effect_with((), move |_| {
            let events = [
                "change",
                "clear",
                "reset",
                "select",
                "deselect",
                "search-change",
                "open",
                "close",
                "paste",
            ];
            // The log keeps a local copy: several events can fire in one tick.
            let lines = std::rc::Rc::new(std::cell::RefCell::new(Vec::<String>::new()));
            for path in ["native", "dropdown"] {
                for event in events {
                    let log = log.clone();
                    let lines = lines.clone();
                    handle.el(path).on(
                        event,
                        Callback::from(move |fired: FiredEvent| {
                            let mut lines = lines.borrow_mut();
                            lines.insert(0, describe(&fired));
                            lines.truncate(30);
                            log.set(lines.clone());
                        }),
                    );
                }
            }
        });
    }
    html! {
        <section aria-labelledby="events-title">
            <h2 id="events-title">{ "Events log" }</h2>
            { schema_or_alert(&events_schema(), |schema| html! {
                <Form id="events" {schema} handle={handle.clone()} {on_change} submit_label="Check" />
            }) }
            <p>
                <button type="button" onclick={{
                    let handle = handle.clone();
                    Callback::from(move |_: MouseEvent| {
                        let _ = handle.el("native").reset();
                    })
                }}>{ "reset() native" }</button>
                <button type="button" onclick={{
                    let handle = handle.clone();
                    Callback::from(move |_: MouseEvent| {
                        let _ = handle.el("dropdown").clear();
                    })
                }}>{ "clear() dropdown" }</button>
            </p>
            // Scrolls when long, so it takes the keyboard focus (arrow keys scroll it).
            <ol id="events-log" aria-label="Events, newest first" tabindex="0">
                { for log.iter().map(|line| html! { <li>{ line }</li> }) }
            </ol>
            <LiveData id="events-data" data={(*data).clone()} />
        </section>
    }
}

/// Every concept section.
#[component]
pub fn ConceptsPage() -> Html {
    html! {
        <>
            <InlineSection />
            <LayoutSection />
            <ClassesSection />
            <ValidationSection />
            <ConditionsSection />
            <EventsSection />
        </>
    }
}
