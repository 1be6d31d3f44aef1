//! The spec walk: every option, runtime property, method, event and slot named in the spec's
//! tables (`docs/spec/*.md`, our product spec) must exist in the public API. Adding a name to a
//! spec table without implementing it makes this test fail.
//!
//! - options: the schema reader of the element type accepts the key;
//! - events: the schema reader accepts the `on<Event>` key and the element has an event prop;
//! - slots, properties, methods: a checked map from the spec name to Rust code using it
//!   (compile-checked), which must have an entry for every name of the table.
//!
//! A second check keeps `docs/spec/*.md` equal to the shared spec (`../shared/spec/*.md`)
//! when that directory exists.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code
#![cfg(all(feature = "select", feature = "editor"))]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde_json::{Value, json};
use yew::{Callback, Html};
use yewform_core::config::FormConfig;
use yewform_core::expression::Date;
use yewform_core::form::FormState;
use yewform_core::schema::{ElementSchema, FormSchema};
use yewform_elements::editor::{EditorSlots, TEditorProps};
use yewform_elements::select::{SelectProps, SelectSlots};
use yewform_elements::{ElementHandle, FiredEvent, FormHandle};

const SELECT_SPEC: &str = "select-element-and-shared-contract.md";
const EDITOR_SPEC: &str = "t-editor-element.md";

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn spec(file: &str) -> String {
    std::fs::read_to_string(repo_root().join("docs/spec").join(file))
        .unwrap_or_else(|e| panic!("docs/spec/{file}: {e}"))
}

/// The first column of the table under the heading that contains `heading`, backticks
/// removed; a cell listing several names (`a, b, c`) gives each.
fn table(text: &str, heading: &str) -> Vec<String> {
    let mut lines = text.lines();
    lines
        .find(|l| l.starts_with('#') && l.contains(heading))
        .unwrap_or_else(|| panic!("no heading {heading:?} in the spec"));
    let rows: Vec<&str> = lines
        .skip_while(|l| !l.starts_with('|'))
        .take_while(|l| l.starts_with('|'))
        .skip(2)
        .collect();
    assert!(!rows.is_empty(), "empty table under {heading:?}");
    rows.iter()
        .filter_map(|row| row.split('|').nth(1))
        .flat_map(|cell| cell.split(','))
        .map(|name| name.trim().trim_matches('`').trim().to_string())
        .filter(|name| !name.is_empty())
        .collect()
}

/// What the reader says about `key` on a `type_name` entry (`None`: accepted).
fn schema_refusal(type_name: &str, key: &str) -> Option<String> {
    let value = match key {
        "name" => json!("x"),
        _ => Value::Null,
    };
    let mut entry = serde_json::Map::new();
    entry.insert("type".into(), json!(type_name));
    entry.insert(key.into(), value);
    match ElementSchema::from_owned("x", Value::Object(entry)) {
        Ok(_) => None,
        Err(error) => {
            let text = error.to_string();
            let unknown = text.contains("unknown option")
                || text.contains("has no such option")
                || text.contains("has no \"");
            unknown.then_some(text)
        }
    }
}

fn check_options(type_name: &str, names: &[String], missing: &mut Vec<String>) {
    for name in names {
        if let Some(reason) = schema_refusal(type_name, name) {
            missing.push(format!("option {name} ({type_name}): {reason}"));
        }
    }
}

/// `search-change` → `onSearchChange`.
fn event_key(event: &str) -> String {
    let mut key = String::from("on");
    for part in event.split('-') {
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            key.extend(first.to_uppercase());
            key.push_str(chars.as_str());
        }
    }
    key
}

fn handle() -> FormHandle {
    let schema = FormSchema::from_value(&json!({
        "s": {"type": "select", "items": ["a", "b"], "label": "S"},
        "t": {"type": "t-editor"}
    }))
    .unwrap();
    let today = Date::new(2024, 6, 1).unwrap();
    FormHandle::with_state(
        FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today).unwrap(),
    )
}

type Use = fn(&ElementHandle);

/// Takes what a getter returned (the map proves the getter exists and runs).
fn used<T>(_: T) {}

/// Runtime properties: spec name → a getter call. The editor's table adds `language`,
/// `languages` and `debouncing`.
fn properties() -> BTreeMap<&'static str, Use> {
    let list: [(&str, Use); 52] = [
        ("aria", |el| used(el.aria())),
        ("resolvedOptions", |el| {
            used(el.resolved_options());
            used(el.resolved_options_raw());
        }),
        ("availableData", |el| used(el.available_data())),
        ("Placeholder", |el| used(el.placeholder())),
        ("isRequired", |el| used(el.is_required())),
        ("useCustomFilled", |el| used(el.use_custom_filled())),
        ("isFilled", |el| used(el.is_filled())),
        ("isDefault", |el| used(el.is_default())),
        ("value", |el| used(el.value())),
        ("model", |el| used(el.model())),
        ("data", |el| used(el.data())),
        ("requestData", |el| used(el.request_data())),
        ("empty", |el| used(el.empty())),
        ("path", |el| used(el.path().to_string())),
        ("dataPath", |el| used(el.data_path())),
        ("parent", |el| used(el.parent())),
        ("validated", |el| used(el.validated())),
        ("invalid", |el| used(el.invalid())),
        ("dirty", |el| used(el.dirty())),
        ("pending", |el| used(el.pending())),
        ("busy", |el| used(el.busy())),
        ("messageBag", |el| {
            used(el.add_error("e"));
            used(el.add_message("m"));
            used(el.messages());
            used(el.clear_messages());
        }),
        ("errors", |el| used(el.errors())),
        ("error", |el| used(el.error())),
        ("available", |el| used(el.available())),
        ("hidden", |el| used(el.hidden())),
        ("visible", |el| used(el.visible())),
        ("focused", |el| used(el.focused())),
        ("isDisabled", |el| used(el.is_disabled())),
        ("isLoading", |el| used(el.is_loading())),
        ("isSuccess", |el| used(el.is_success())),
        ("isDanger", |el| used(el.is_danger())),
        ("container", |el| used(el.container())),
        ("input", |el| used(el.input())),
        ("fieldId", |el| used(el.field_id(None))),
        ("hasLabel", |el| used(el.has_label())),
        ("hasFloating", |el| used(el.has_floating())),
        ("Size", |el| used(el.size())),
        ("View", |el| used(el.view())),
        ("template", |el| used(el.template())),
        ("classes", |el| used(el.classes())),
        ("theme", |el| used(el.form().theme())),
        ("form$", |el| used(el.form().clone())),
        ("el$", |el| used(el.clone())),
        ("mounted", |el| used(el.mounted())),
        ("language", |el| used(el.language())),
        ("languages", |el| used(el.languages())),
        ("debouncing", |el| used(el.debouncing())),
        // The select's `field_options` (the reference's `fieldOptions`, not a spec property)
        // and the validation shortcuts the handle adds.
        ("fieldOptions", |el| used(el.field_options())),
        ("validateAsync", |el| used(el.validate_async())),
        ("setRules", |el| used(el.set_rules(json!("required")))),
        ("defaultValue", |el| used(el.default_value())),
    ];
    list.into_iter().collect()
}

/// Instance methods: spec name → a call.
fn methods() -> BTreeMap<&'static str, Use> {
    let list: [(&str, Use); 18] = [
        ("updateItems", |el| el.update_items(false)),
        ("clearMessages", |el| used(el.clear_messages())),
        ("load", |el| used(el.load(Value::Null, false))),
        ("update", |el| used(el.update(Value::Null))),
        ("clear", |el| used(el.clear())),
        ("reset", |el| used(el.reset())),
        ("disable", |el| used(el.disable())),
        ("enable", |el| used(el.enable())),
        ("on", |el| {
            let key = el.on("x", Callback::from(|_: FiredEvent| ()));
            el.remove_listener(key);
        }),
        ("off", |el| el.off("x")),
        ("fire", |el| el.fire_with("x", vec![json!(1)])),
        ("validate", |el| used(el.validate())),
        ("clean", |el| used(el.clean())),
        ("resetValidators", |el| used(el.reset_validators())),
        ("reinitValidation", |el| used(el.reinit_validation())),
        ("hide", |el| used(el.hide())),
        ("show", |el| used(el.show())),
        ("validateLanguage", |el| used(el.validate_language(None))),
    ];
    list.into_iter().collect()
}

fn html<T>() -> Option<Callback<T, Html>> {
    Some(Callback::from(|_: T| Html::default()))
}

/// Select slots: spec name → the render prop that replaces it.
type SetSelectSlot = fn(&mut SelectSlots);
type SetEditorSlot = fn(&mut EditorSlots);

fn select_slots() -> BTreeMap<&'static str, SetSelectSlot> {
    let list: [(&str, SetSelectSlot); 18] = [
        ("option", |s| s.option = html()),
        ("single-label", |s| s.single_label = html()),
        ("placeholder", |s| s.placeholder = html()),
        ("group-label", |s| s.group_label = html()),
        ("before-list", |s| s.before_list = html()),
        ("after-list", |s| s.after_list = html()),
        ("no-results", |s| s.no_results = html()),
        ("no-options", |s| s.no_options = html()),
        ("caret", |s| s.caret = html()),
        ("spinner", |s| s.spinner = html()),
        ("clear", |s| s.clear = html()),
        ("label", |s| s.layout.label = html()),
        ("info", |s| s.layout.info = html()),
        ("description", |s| s.layout.description = html()),
        ("before", |s| s.layout.before = html()),
        ("between", |s| s.layout.between = html()),
        ("after", |s| s.layout.after = html()),
        ("required", |s| s.layout.required = html()),
    ];
    list.into_iter().collect()
}

/// Editor slots: spec name → the render prop.
fn editor_slots() -> BTreeMap<&'static str, SetEditorSlot> {
    let list: [(&str, SetEditorSlot); 7] = [
        ("label", |s| s.label = html()),
        ("info", |s| s.info = html()),
        ("required", |s| s.required = html()),
        ("description", |s| s.description = html()),
        ("before", |s| s.before = html()),
        ("between", |s| s.between = html()),
        ("after", |s| s.after = html()),
    ];
    list.into_iter().collect()
}

/// Whether the element has an event prop for `event` (its listeners name it).
fn select_has_event_prop(event: &str) -> bool {
    let cb = Some(Callback::from(|_: FiredEvent| ()));
    let props = yew::props!(SelectProps {
        name: "s",
        on_change: cb.clone(),
        on_clear: cb.clone(),
        on_reset: cb.clone(),
        on_error: cb.clone(),
        on_lifecycle: cb.clone(),
        on_select: cb.clone(),
        on_deselect: cb.clone(),
        on_search_change: cb.clone(),
        on_open: cb.clone(),
        on_close: cb.clone(),
        on_paste: cb,
    });
    props.listeners().0.iter().any(|(name, _)| *name == event)
}

fn editor_has_event_prop(event: &str) -> bool {
    let cb = Some(Callback::from(|_: FiredEvent| ()));
    let props = yew::props!(TEditorProps {
        name: "t",
        on_change: cb.clone(),
        on_clear: cb.clone(),
        on_reset: cb.clone(),
        on_error: cb.clone(),
        on_lifecycle: cb.clone(),
        on_blur: cb.clone(),
        on_alert: cb,
    });
    props.listeners().0.iter().any(|(name, _)| *name == event)
}

fn check_events(
    type_name: &str,
    names: &[String],
    has_prop: fn(&str) -> bool,
    missing: &mut Vec<String>,
) {
    for event in names {
        let key = event_key(event);
        let mut entry = serde_json::Map::new();
        entry.insert("type".into(), json!(type_name));
        entry.insert(key.clone(), json!("handler"));
        if let Err(error) = ElementSchema::from_owned("x", Value::Object(entry)) {
            missing.push(format!("event {event} ({type_name}): {key}: {error}"));
        }
        if !has_prop(event) {
            missing.push(format!("event {event} ({type_name}): no event prop"));
        }
    }
}

fn check_checked<T>(
    what: &str,
    names: &[String],
    map: &BTreeMap<&'static str, T>,
    missing: &mut Vec<String>,
) {
    for name in names {
        if !map.contains_key(name.as_str()) {
            missing.push(format!(
                "{what} {name}: no Rust counterpart in the checked map"
            ));
        }
    }
}

#[test]
fn every_name_in_the_spec_tables_exists_in_the_public_api() {
    let select = spec(SELECT_SPEC);
    let editor = spec(EDITOR_SPEC);
    let mut missing = Vec::new();

    // Options.
    let common = table(&select, "Common element options");
    check_options("select", &common, &mut missing);
    check_options("t-editor", &common, &mut missing);
    check_options(
        "select",
        &table(&select, "Select-specific options"),
        &mut missing,
    );
    check_options(
        "t-editor",
        &table(&editor, "Editor-specific options"),
        &mut missing,
    );
    check_options(
        "t-editor",
        &table(&editor, "Options that differ from the shared contract"),
        &mut missing,
    );

    // Runtime properties and methods: every name has code that uses it, and that code runs.
    let properties_map = properties();
    let methods_map = methods();
    let select_properties = table(&select, "Runtime properties");
    let editor_properties = table(&editor, "Properties that differ");
    check_checked(
        "property",
        &select_properties,
        &properties_map,
        &mut missing,
    );
    check_checked(
        "property",
        &editor_properties,
        &properties_map,
        &mut missing,
    );
    let select_methods = table(&select, "Instance methods");
    let editor_methods = table(&editor, "Instance methods");
    check_checked("method", &select_methods, &methods_map, &mut missing);
    check_checked("method", &editor_methods, &methods_map, &mut missing);
    let form = handle();
    for (path, names) in [("s", &select_properties), ("t", &editor_properties)] {
        for name in names {
            if let Some(use_it) = properties_map.get(name.as_str()) {
                use_it(&form.el(path));
            }
        }
    }
    for (path, names) in [("s", &select_methods), ("t", &editor_methods)] {
        for name in names {
            if let Some(use_it) = methods_map.get(name.as_str()) {
                use_it(&form.el(path));
            }
        }
    }

    // Events.
    check_events(
        "select",
        &table(&select, "Events"),
        select_has_event_prop,
        &mut missing,
    );
    check_events(
        "t-editor",
        &table(&editor, "Events"),
        editor_has_event_prop,
        &mut missing,
    );

    // Slots. The editor's slots are named in a sentence: the layout slots of the shared table.
    let select_slot_map = select_slots();
    let select_slot_names = table(&select, "Slots");
    check_checked("slot", &select_slot_names, &select_slot_map, &mut missing);
    let mut slots = SelectSlots::default();
    for name in &select_slot_names {
        if let Some(set) = select_slot_map.get(name.as_str()) {
            set(&mut slots);
        }
    }
    let editor_slot_map = editor_slots();
    let editor_slot_names = editor_slot_sentence(&editor);
    check_checked(
        "slot (t-editor)",
        &editor_slot_names,
        &editor_slot_map,
        &mut missing,
    );
    let mut slots = EditorSlots::default();
    for name in &editor_slot_names {
        if let Some(set) = editor_slot_map.get(name.as_str()) {
            set(&mut slots);
        }
    }

    let known: Vec<String> = KNOWN_GAPS.iter().map(|s| (*s).to_string()).collect();
    let unexpected: Vec<&String> = missing
        .iter()
        .filter(|m| !known.iter().any(|k| m.starts_with(k.as_str())))
        .collect();
    assert!(
        unexpected.is_empty(),
        "spec names the public API lacks:\n{}",
        unexpected
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n")
    );
    // A known gap that was closed must leave the list (and docs/differences.md).
    for gap in KNOWN_GAPS {
        assert!(
            missing.iter().any(|m| m.starts_with(gap)),
            "{gap:?} is implemented now: remove it from KNOWN_GAPS and docs/differences.md"
        );
    }
}

/// Gaps the spec walk finds that docs/differences.md explains, each with the text that
/// differences.md must contain (each must still be a gap and be listed there).
const KNOWN_GAPS: &[&str] = &[];
const KNOWN_GAP_NOTES: &[&str] = &[];

#[test]
fn known_gaps_are_documented() {
    let differences =
        std::fs::read_to_string(repo_root().join("docs/differences.md")).unwrap_or_default();
    assert_eq!(KNOWN_GAPS.len(), KNOWN_GAP_NOTES.len());
    for (gap, note) in KNOWN_GAPS.iter().zip(KNOWN_GAP_NOTES) {
        assert!(
            differences.contains(note),
            "docs/differences.md does not explain the known gap {gap:?} ({note:?})"
        );
    }
}

/// "Slots `label`, `info`, … exist …" in the editor spec's Slots section.
fn editor_slot_sentence(text: &str) -> Vec<String> {
    let section = text
        .split("### Slots")
        .nth(1)
        .expect("the editor spec has a Slots section");
    let sentence = section
        .lines()
        .find(|l| l.starts_with("Slots "))
        .expect("the sentence naming the editor's slots");
    let before_exist = sentence.split(" exist").next().unwrap_or(sentence);
    before_exist
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

#[test]
fn the_table_reader_finds_every_table() {
    let select = spec(SELECT_SPEC);
    assert!(table(&select, "Runtime properties").contains(&"isLoading".to_string()));
    assert!(table(&select, "Events").contains(&"search-change".to_string()));
    let editor = spec(EDITOR_SPEC);
    assert!(table(&editor, "Events").contains(&"unmounted".to_string()));
    assert_eq!(
        editor_slot_sentence(&editor),
        [
            "label",
            "info",
            "required",
            "description",
            "before",
            "between",
            "after"
        ]
    );
    // A name the API lacks is reported.
    let mut missing = Vec::new();
    check_options("select", &["noSuchOption".to_string()], &mut missing);
    check_checked(
        "method",
        &["noSuchMethod".to_string()],
        &methods(),
        &mut missing,
    );
    assert_eq!(missing.len(), 2, "{missing:?}");
}

#[test]
fn docs_spec_equals_the_shared_spec() {
    let shared = repo_root().join("../shared/spec");
    if !shared.is_dir() {
        println!(
            "note: {} does not exist; docs/spec is not compared with the shared spec",
            shared.display()
        );
        return;
    }
    for file in [SELECT_SPEC, EDITOR_SPEC] {
        let ours = spec(file);
        let theirs = std::fs::read_to_string(shared.join(file)).unwrap();
        assert!(
            ours == theirs,
            "docs/spec/{file} differs from ../shared/spec/{file}"
        );
    }
    let mut names: Vec<String> = std::fs::read_dir(&shared)
        .unwrap()
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .collect();
    names.sort();
    assert_eq!(names, [SELECT_SPEC, EDITOR_SPEC], "a new shared spec file");
}

/// The text family's own options (the reference file's §2 and §5 tables,
/// `../shared/reference/vueform-elements.md`, which lives outside the repository) by type.
#[cfg(all(feature = "text", feature = "textarea", feature = "hidden"))]
const TEXT_FAMILY_OPTIONS: &[(&str, &[&str])] = &[
    (
        "text",
        &[
            "inputType",
            "debounce",
            "autocomplete",
            "addons",
            "loading",
            "forceNumbers",
            "readonly",
            "attrs",
            "floating",
            "expression",
            "placeholder",
            "id",
            "default",
            "disabled",
        ],
    ),
    (
        "textarea",
        &[
            "rows", "autogrow", "debounce", "addons", "readonly", "attrs", "floating",
        ],
    ),
    (
        "hidden",
        &["default", "meta", "forceNumbers", "expression", "id"],
    ),
    (
        "t-text",
        &[
            "inputType",
            "debounce",
            "autocomplete",
            "addons",
            "loading",
            "readonly",
            "attrs",
            "floating",
        ],
    ),
    (
        "t-textarea",
        &[
            "rows", "autogrow", "debounce", "addons", "readonly", "attrs", "floating",
        ],
    ),
];

/// The events the text family adds to the shared ones.
#[cfg(all(feature = "text", feature = "textarea", feature = "hidden"))]
const TEXT_FAMILY_EVENTS: &[&str] = &["blur", "focus", "keydown", "keyup", "keypress"];

#[cfg(all(feature = "text", feature = "textarea", feature = "hidden"))]
fn text_has_event_prop(event: &str) -> bool {
    let cb = Some(Callback::from(|_: FiredEvent| ()));
    let props = yew::props!(yewform_elements::text::TextProps {
        name: "t",
        on_change: cb.clone(),
        on_clear: cb.clone(),
        on_reset: cb.clone(),
        on_error: cb.clone(),
        on_lifecycle: cb.clone(),
        on_blur: cb.clone(),
        on_focus: cb.clone(),
        on_keydown: cb.clone(),
        on_keyup: cb.clone(),
        on_keypress: cb,
    });
    props.listeners().0.iter().any(|(name, _)| *name == event)
}

/// The text family in the walk: every common option of the shared contract (a hidden
/// element refuses those of the field frame, as the reference's Hidden has no view), its own
/// options from the reference, and the shared events plus the family's.
#[cfg(all(feature = "text", feature = "textarea", feature = "hidden"))]
#[test]
fn the_text_family_has_the_shared_contract_and_its_own_options() {
    let select = spec(SELECT_SPEC);
    let mut missing = Vec::new();
    let common = table(&select, "Common element options");
    check_options("text", &common, &mut missing);
    check_options("textarea", &common, &mut missing);
    check_options("t-text", &common, &mut missing);
    check_options("t-textarea", &common, &mut missing);
    // The frame's options: refused on a hidden element with its own reason.
    let frame_only = [
        "label",
        "placeholder",
        "info",
        "infoPosition",
        "description",
        "before",
        "between",
        "after",
        "columns",
        "inline",
        "size",
        "view",
        "views",
        "addClasses",
        "addClass",
        "removeClasses",
        "removeClass",
        "replaceClasses",
        "replaceClass",
        "overrideClasses",
        "overrideClass",
        "templates",
        "presets",
        "slots",
    ];
    // `disabled` too: the reference's Hidden has no disabled state (`disable()`: none), and
    // yewform refuses the option with its reason.
    let data_options: Vec<String> = common
        .iter()
        .filter(|name| !frame_only.contains(&name.as_str()) && name.as_str() != "disabled")
        .cloned()
        .collect();
    check_options("hidden", &data_options, &mut missing);
    for (type_name, options) in TEXT_FAMILY_OPTIONS {
        let names: Vec<String> = options.iter().map(|o| o.to_string()).collect();
        check_options(type_name, &names, &mut missing);
    }
    // The shared events (the select's table without its own), then the family's.
    let select_only = [
        "select",
        "deselect",
        "search-change",
        "open",
        "close",
        "paste",
    ];
    let mut events: Vec<String> = table(&select, "Events")
        .into_iter()
        .filter(|e| !select_only.contains(&e.as_str()))
        .collect();
    check_events("hidden", &events, text_has_event_prop, &mut missing);
    events.extend(TEXT_FAMILY_EVENTS.iter().map(|e| e.to_string()));
    check_events("text", &events, text_has_event_prop, &mut missing);
    check_events("textarea", &events, text_has_event_prop, &mut missing);
    check_events("t-text", &events, text_has_event_prop, &mut missing);
    check_events("t-textarea", &events, text_has_event_prop, &mut missing);
    assert!(
        missing.is_empty(),
        "missing from the text family:\n{}",
        missing.join("\n")
    );
    // A frame option on a hidden element is refused, not ignored.
    assert!(schema_refusal("hidden", "label").is_some());
}

/// The reference's own options of `static` and `button` (its §6 and §7 tables,
/// `../shared/reference/vueform-elements.md`), the gaps among them included
/// ([`STATIC_BUTTON_GAPS`]).
#[cfg(all(feature = "static", feature = "button"))]
const STATIC_BUTTON_OPTIONS: &[(&str, &[&str])] = &[
    (
        "static",
        &[
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
        ],
    ),
    (
        "button",
        &[
            "buttonLabel",
            "buttonType",
            "buttonClass",
            "href",
            "target",
            "disabled",
            "loading",
            "resets",
            "submits",
            "secondary",
            "danger",
            "full",
            "align",
            "onClick",
        ],
    ),
];

/// The common options the reference's static and button do not have (§1: "no data or
/// validation options"), and a static has no disabled state (§6) and no input
/// (`placeholder`, `id` of an input). Each must be refused with its reason, not ignored.
#[cfg(all(feature = "static", feature = "button"))]
const STATIC_BUTTON_WITHOUT: &[(&str, &[&str])] = &[
    (
        "static",
        &[
            "default",
            "formatData",
            "formatLoad",
            "submit",
            "rules",
            "fieldName",
            "messages",
            "displayErrors",
            "placeholder",
            "disabled",
        ],
    ),
    (
        "button",
        &[
            "default",
            "formatData",
            "formatLoad",
            "submit",
            "rules",
            "fieldName",
            "messages",
            "displayErrors",
            "placeholder",
        ],
    ),
];

/// Reference options of static and button that yewform leaves out, each with the note
/// docs/differences.md must contain.
#[cfg(all(feature = "static", feature = "button"))]
const STATIC_BUTTON_GAPS: &[(&str, &str, &str)] = &[];

#[cfg(all(feature = "static", feature = "button"))]
fn static_has_event_prop(event: &str) -> bool {
    let cb = Some(Callback::from(|_: FiredEvent| ()));
    let props = yew::props!(yewform_elements::static_button::StaticProps {
        name: "s",
        on_lifecycle: cb,
    });
    props.listeners().0.iter().any(|(name, _)| *name == event)
}

#[cfg(all(feature = "static", feature = "button"))]
fn button_has_event_prop(event: &str) -> bool {
    let cb = Some(Callback::from(|_: FiredEvent| ()));
    let props = yew::props!(yewform_elements::static_button::ButtonProps {
        name: "b",
        on_click: cb.clone(),
        on_lifecycle: cb,
    });
    props.listeners().0.iter().any(|(name, _)| *name == event)
}

/// Static and button in the walk: every common option of the shared contract that applies
/// to an element without data (the others are refused with the reason), their own options
/// from the reference, the lifecycle events (static) and `click` (button), and the known
/// gaps, each still a gap and documented.
#[cfg(all(feature = "static", feature = "button"))]
#[test]
fn static_and_button_have_the_shared_contract_without_data_and_their_own_options() {
    let select = spec(SELECT_SPEC);
    let common = table(&select, "Common element options");
    let mut missing = Vec::new();
    for (type_name, without) in STATIC_BUTTON_WITHOUT {
        let applies: Vec<String> = common
            .iter()
            .filter(|name| !without.contains(&name.as_str()))
            .cloned()
            .collect();
        check_options(type_name, &applies, &mut missing);
        for name in *without {
            assert!(
                common.iter().any(|c| c == name),
                "{name} is no common option"
            );
            if schema_refusal(type_name, name).is_none() {
                missing.push(format!("option {name} ({type_name}) is not refused"));
            }
        }
    }
    for (type_name, options) in STATIC_BUTTON_OPTIONS {
        let names: Vec<String> = options
            .iter()
            .filter(|o| {
                !STATIC_BUTTON_GAPS
                    .iter()
                    .any(|(t, k, _)| t == type_name && k == *o)
            })
            .map(|o| o.to_string())
            .collect();
        check_options(type_name, &names, &mut missing);
    }
    let differences = std::fs::read_to_string(repo_root().join("docs/differences.md")).unwrap();
    for (type_name, key, note) in STATIC_BUTTON_GAPS {
        assert!(
            schema_refusal(type_name, key).is_some(),
            "{type_name}.{key} is no gap any more"
        );
        assert!(differences.contains(note), "docs/differences.md: {note:?}");
    }
    // Static: only the lifecycle events (§1); button adds `click` (§7).
    let lifecycle: Vec<String> = yewform_core::schema::events::Lifecycle::names()
        .map(str::to_string)
        .collect();
    assert_eq!(lifecycle.len(), 8, "{lifecycle:?}");
    check_events("static", &lifecycle, static_has_event_prop, &mut missing);
    let mut button_events = lifecycle;
    button_events.push("click".into());
    check_events(
        "button",
        &button_events,
        button_has_event_prop,
        &mut missing,
    );
    // The data events are not theirs: refused, not ignored.
    for (type_name, event) in [
        ("static", "change"),
        ("button", "change"),
        ("static", "click"),
    ] {
        let mut entry = serde_json::Map::new();
        entry.insert("type".into(), json!(type_name));
        entry.insert(event_key(event), json!("handler"));
        if ElementSchema::from_owned("x", Value::Object(entry)).is_ok() {
            missing.push(format!("event {event} ({type_name}) is not refused"));
        }
    }
    assert!(
        missing.is_empty(),
        "missing from static and button:\n{}",
        missing.join("\n")
    );
}

/// The names kept above are the reference's §6 and §7 tables (when that file is there).
#[cfg(all(feature = "static", feature = "button"))]
#[test]
fn static_and_button_options_are_the_references_tables() {
    let reference = repo_root().join("../shared/reference/vueform-elements.md");
    let Ok(text) = std::fs::read_to_string(&reference) else {
        println!("note: {} is not there; not compared", reference.display());
        return;
    };
    let names = |heading: &str| {
        let mut names: Vec<String> = table(&text, heading)
            .iter()
            .flat_map(|cell| cell.split('/'))
            .map(|name| name.trim().trim_matches('`').trim().to_string())
            .collect();
        names.sort();
        names
    };
    for (type_name, heading) in [
        ("static", "## 6. StaticElement"),
        ("button", "## 7. ButtonElement"),
    ] {
        let (_, own) = STATIC_BUTTON_OPTIONS
            .iter()
            .find(|(t, _)| *t == type_name)
            .unwrap();
        let mut own: Vec<String> = own.iter().map(|s| s.to_string()).collect();
        own.sort();
        assert_eq!(names(heading), own, "{type_name}");
    }
}
