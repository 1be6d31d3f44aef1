//! The combobox machine's creating, clearing and what the state shows: one test per
//! `addOptionOn` key, creating on blur, `appendNewOption`, the clear button, the label the
//! field shows (and its fallbacks), the live-region text and the parts' ARIA attributes.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

mod combobox_support;

use combobox_support::{Combo, combo, countries};
use serde_json::{Value, json};
use yewform_core::combobox::{
    ComboAria, Effect, Event, Fired, ListTexts, OptionAria, clearable, label_behind_search,
};

fn tags(add_on: &str) -> Combo {
    combo(
        json!({"type": "select", "create": true, "addOptionOn": [add_on]}),
        json!(["red", "green"]),
    )
}

/// Types `blue`, moves the pointer off the list and presses `key` (as the browser test).
fn create_with(add_on: &str, key: &str) -> Combo {
    let mut c = tags(add_on);
    c.type_text("blue");
    c.key("ArrowUp");
    c.key(key);
    c
}

fn assert_created(c: &mut Combo, with: &str) {
    assert_eq!(c.value, json!("blue"), "created with {with}");
    assert_eq!(c.state.search, "", "the search text is emptied");
    assert_eq!(c.label().as_deref(), Some("blue"));
    assert_eq!(
        c.items()
            .options()
            .last()
            .map(|o| o.label.clone())
            .as_deref(),
        Some("blue"),
        "appendNewOption"
    );
    assert!(
        c.fired
            .contains(&Fired::Select(json!({"value": "blue", "label": "blue"})))
    );
    let select = c.fired.iter().position(|f| matches!(f, Fired::Select(_)));
    let emptied = c
        .fired
        .iter()
        .rposition(|f| *f == Fired::SearchChange(Some(String::new())));
    assert!(
        select.is_some() && emptied > select,
        "the emptied search text is announced after select ({with}): {:?}",
        c.fired
    );
}

#[test]
fn enter_creates() {
    let mut c = create_with("enter", "Enter");
    assert_created(&mut c, "enter");
    assert!(c.effects.contains(&Effect::PreventDefault));
}

#[test]
fn space_creates() {
    let mut c = create_with("space", " ");
    assert_created(&mut c, "space");
    assert!(
        c.effects.contains(&Effect::PreventDefault),
        "no space typed"
    );
}

#[test]
fn tab_creates_and_closes() {
    let mut c = create_with("tab", "Tab");
    assert_created(&mut c, "tab");
    assert!(!c.state.open);
    assert_eq!(
        c.take_fired(),
        ["open", "search-change", "select", "search-change", "close"]
    );
}

#[test]
fn semicolon_creates() {
    let mut c = create_with(";", ";");
    assert_created(&mut c, ";");
}

#[test]
fn comma_creates() {
    let mut c = create_with(",", ",");
    assert_created(&mut c, ",");
}

#[test]
fn a_key_not_listed_in_add_option_on_does_not_create() {
    let c = create_with("enter", ",");
    assert_eq!(c.value, Value::Null);
    assert_eq!(c.state.search, "blue");
    let c = create_with("tab", "Enter");
    assert_eq!(c.value, Value::Null);
}

#[test]
fn blur_creates_from_the_pending_text_and_closes() {
    let mut c = tags("blur");
    c.type_text("  blue ");
    c.send(Event::FocusOut);
    assert_created(&mut c, "blur");
    assert!(!c.state.open);
    assert_eq!(
        c.take_fired(),
        ["open", "search-change", "select", "search-change", "close"]
    );
    // Without `blur` in addOptionOn, leaving keeps the text and creates nothing.
    let mut c = tags("enter");
    c.type_text("blue");
    c.send(Event::FocusOut);
    assert_eq!(c.value, Value::Null);
    assert_eq!(c.state.search, "blue");
}

#[test]
fn creating_an_existing_label_or_value_chooses_that_option() {
    let mut c = tags("enter");
    c.type_text("red");
    c.key("ArrowUp");
    c.key("Enter");
    assert_eq!(c.value, json!("red"));
    assert_eq!(c.items().len(), 2, "nothing appended");
}

#[test]
fn without_append_new_option_the_created_option_is_the_value_only() {
    let mut c = combo(
        json!({"type": "select", "create": true, "appendNewOption": false}),
        json!(["red"]),
    );
    c.type_text("blue");
    c.key("ArrowUp");
    c.key("Enter");
    assert_eq!(c.value, json!("blue"));
    assert_eq!(c.items().len(), 1);
    assert_eq!(
        c.label().as_deref(),
        Some("blue"),
        "the chosen option's label"
    );
}

#[test]
fn clear_empties_the_value_and_the_search_and_keeps_the_focus() {
    let mut c = combo(
        json!({"type": "select", "search": true, "default": "de"}),
        countries(),
    );
    c.type_text("fr");
    let effects = c.send(Event::Clear).to_vec();
    assert_eq!(
        effects,
        [
            Effect::Fire(Fired::Clear),
            Effect::Fire(Fired::SearchChange(Some(String::new()))),
            Effect::Focus,
            Effect::SetValue(Value::Null)
        ]
    );
    assert_eq!(c.value, Value::Null);
    assert_eq!(c.state.search, "");
}

#[test]
fn the_label_falls_back_to_the_chosen_option_then_to_the_value() {
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    assert_eq!(c.label(), None, "no value: the placeholder shows");
    c.type_text("fra");
    c.key("Enter");
    assert_eq!(c.label().as_deref(), Some("France"));
    // The options moved on (a server search): the chosen option's label stays.
    c.base =
        yewform_core::items::normalize(&json!(["x"]), &yewform_core::items::ItemOptions::default())
            .unwrap();
    assert_eq!(c.label().as_deref(), Some("France"));
    // A value set from outside that no option has: the value itself (`allowAbsent`).
    c.value = json!("not-listed");
    assert_eq!(c.label().as_deref(), Some("not-listed"));
    c.value = json!(7);
    assert_eq!(c.label().as_deref(), Some("7"));
    // An object value shows its labelProp.
    let mut o = combo(
        json!({"type": "select", "native": false, "object": true}),
        json!(["x"]),
    );
    o.value = json!({"value": "q", "label": "Queue"});
    assert_eq!(o.label().as_deref(), Some("Queue"));
}

#[test]
fn the_live_region_says_the_count_or_why_the_list_is_empty() {
    let mut c = combo(
        json!({"type": "select", "search": true, "strict": false}),
        countries(),
    );
    let texts = ListTexts::resolve(&c.select, "en", "en");
    assert_eq!(
        texts.announcement(false, 3, false, false),
        "",
        "closed: silent"
    );
    c.type_text("fi");
    let items = c.items();
    let shown = c.rows(&items).len();
    assert_eq!(
        texts.announcement(c.state.open, shown, items.is_empty(), false),
        "1 result available"
    );
    assert_eq!(
        texts.announcement(true, 2, false, false),
        "2 results available"
    );
    #[cfg(feature = "locale-de")]
    {
        let de = ListTexts::resolve(&c.select, "de", "en");
        assert_eq!(
            de.announcement(true, 1, false, false),
            "1 Ergebnis verfügbar"
        );
        assert_eq!(
            de.announcement(true, 2, false, false),
            "2 Ergebnisse verfügbar"
        );
    }
    assert_eq!(
        texts.announcement(true, 0, false, false),
        "No options found"
    );
    assert_eq!(
        texts.announcement(true, 0, true, false),
        "The list is empty"
    );
    // Audit 12 (locale) #3: while the options are fetched the list hides its empty text,
    // and the live region says they are loading, not "No options found".
    assert_eq!(texts.announcement(true, 0, false, true), "Loading…");
    assert_eq!(texts.announcement(true, 0, true, true), "Loading…");
    assert_eq!(
        texts.announcement(true, 2, false, true),
        "2 results available"
    );
    let own = combo(
        json!({"type": "select", "search": true, "noResultsText": "nothing", "noOptionsText": "empty"}),
        json!([]),
    );
    let texts = ListTexts::resolve(&own.select, "de", "en");
    assert_eq!(texts.announcement(true, 0, false, false), "nothing");
    assert_eq!(texts.announcement(true, 0, true, false), "empty");
    #[cfg(feature = "locale-de")]
    assert_eq!(
        texts.announcement(true, 2, false, false),
        "2 Ergebnisse verfügbar"
    );
    // Without the German texts a `de` locale reads the English ones.
    #[cfg(not(feature = "locale-de"))]
    assert_eq!(
        texts.announcement(true, 2, false, false),
        "2 results available"
    );
    // An empty override is the reference's `noOptionsText || locale`: the locale's text.
    let blank = combo(
        json!({"type": "select", "search": true, "noResultsText": {"en": ""}, "noOptionsText": ""}),
        json!([]),
    );
    let texts = ListTexts::resolve(&blank.select, "en", "en");
    assert_eq!(
        texts.announcement(true, 0, true, false),
        "The list is empty"
    );
    assert_eq!(
        texts.announcement(true, 0, false, false),
        "No options found"
    );
}

#[test]
fn aria_of_the_combobox_listbox_and_options() {
    let base = ComboAria {
        id: "yf-c",
        labelled_by: Some("yf-c__label"),
        listbox_label: Some("Country"),
        described_by: Some("yf-c__description"),
        error_message: None,
        searchable: false,
        value_text: false,
        open: true,
        pointer: Some(2),
        invalid: false,
        disabled: false,
        busy: false,
        required: true,
    };
    let get = |attrs: &[(&'static str, String)], name: &str| {
        attrs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone())
    };
    let select_only = base.combobox();
    assert_eq!(get(&select_only, "role").as_deref(), Some("combobox"));
    assert_eq!(get(&select_only, "tabindex").as_deref(), Some("0"));
    assert_eq!(
        get(&select_only, "aria-haspopup").as_deref(),
        Some("listbox")
    );
    assert_eq!(get(&select_only, "aria-autocomplete"), None);
    assert_eq!(
        get(&select_only, "aria-activedescendant").as_deref(),
        Some("yf-c__listbox-2")
    );
    assert_eq!(
        get(&select_only, "aria-labelledby").as_deref(),
        Some("yf-c__label yf-c__value")
    );
    assert_eq!(
        get(&select_only, "aria-controls").as_deref(),
        Some("yf-c__listbox")
    );
    assert_eq!(get(&select_only, "aria-required").as_deref(), Some("true"));
    assert_eq!(get(&select_only, "aria-errormessage"), None);
    let search = ComboAria {
        searchable: true,
        open: false,
        disabled: true,
        required: false,
        error_message: Some("yf-c__error"),
        invalid: true,
        ..base
    }
    .combobox();
    assert_eq!(get(&search, "aria-autocomplete").as_deref(), Some("list"));
    assert_eq!(get(&search, "tabindex"), None);
    assert_eq!(get(&search, "aria-activedescendant"), None, "closed");
    assert_eq!(
        get(&search, "aria-labelledby").as_deref(),
        Some("yf-c__label")
    );
    assert_eq!(get(&search, "aria-expanded").as_deref(), Some("false"));
    assert_eq!(get(&search, "aria-disabled").as_deref(), Some("true"));
    assert_eq!(get(&search, "aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        get(&search, "aria-errormessage").as_deref(),
        Some("yf-c__error")
    );
    assert_eq!(get(&search, "aria-required"), None);
    // Without a label box a select-only combobox is named by its own `aria-label` (the
    // listbox's name) then its value text (the value or the placeholder), never left
    // without a name (audit 6, audit 24C #1: the value text is empty without a value and a
    // placeholder); a search input by that `aria-label`.
    let unlabelled = ComboAria {
        labelled_by: None,
        ..base
    };
    assert_eq!(
        get(&unlabelled.combobox(), "aria-labelledby").as_deref(),
        Some("yf-c yf-c__value")
    );
    assert_eq!(
        get(&unlabelled.combobox(), "aria-label").as_deref(),
        Some("Country")
    );
    let nameless = ComboAria {
        listbox_label: None,
        ..unlabelled
    };
    assert_eq!(
        get(&nameless.combobox(), "aria-labelledby").as_deref(),
        Some("yf-c__value")
    );
    let search = ComboAria {
        searchable: true,
        ..unlabelled
    }
    .combobox();
    assert_eq!(get(&search, "aria-labelledby"), None);
    assert_eq!(get(&search, "aria-label").as_deref(), Some("Country"));
    let disabled_select = ComboAria {
        disabled: true,
        ..base
    }
    .combobox();
    assert_eq!(get(&disabled_select, "tabindex").as_deref(), Some("-1"));
    let listbox = base.listbox();
    assert_eq!(get(&listbox, "role").as_deref(), Some("listbox"));
    assert_eq!(
        get(&listbox, "aria-labelledby").as_deref(),
        Some("yf-c__label")
    );
    assert_eq!(get(&listbox, "aria-label"), None, "the label names it");
    // Without a label box the open listbox is named too (axe `aria-input-field-name`,
    // audit15-a11y #2): by the placeholder (else the generic name) as `aria-label`, for a
    // select-only combobox and a search input alike.
    for searchable in [false, true] {
        let listbox = ComboAria {
            searchable,
            ..unlabelled
        }
        .listbox();
        assert_eq!(get(&listbox, "aria-label").as_deref(), Some("Country"));
        assert_eq!(get(&listbox, "aria-labelledby"), None);
    }
    let option = OptionAria {
        selected: true,
        disabled: true,
        set_size: 4,
        position: 2,
    }
    .attrs();
    assert_eq!(get(&option, "aria-selected").as_deref(), Some("true"));
    assert_eq!(get(&option, "aria-disabled").as_deref(), Some("true"));
    assert_eq!(get(&option, "aria-setsize").as_deref(), Some("4"));
    assert_eq!(get(&option, "aria-posinset").as_deref(), Some("2"));
    let plain = OptionAria {
        selected: false,
        disabled: false,
        set_size: 4,
        position: 1,
    }
    .attrs();
    assert_eq!(get(&plain, "aria-disabled"), None);
}

#[test]
fn the_clear_button_shows_for_a_value_of_an_enabled_can_clear_select() {
    let c = combo(json!({"type": "select", "native": false}), countries());
    assert!(clearable(&c.select, &json!("de"), false));
    assert!(!clearable(&c.select, &Value::Null, false), "no value");
    assert!(!clearable(&c.select, &json!("de"), true), "disabled");
    let keep = combo(
        json!({"type": "select", "native": false, "canClear": false}),
        countries(),
    );
    assert!(!clearable(&keep.select, &json!("de"), false));
}

#[test]
fn a_search_input_shows_the_label_behind_it_until_text_is_typed() {
    let mut c = combo(json!({"type": "select", "search": true}), countries());
    assert!(!label_behind_search(&c.state, None), "no value");
    assert!(label_behind_search(&c.state, Some("France")));
    c.type_text("g");
    assert!(!label_behind_search(&c.state, Some("France")));
}

/// How many `close` events were fired so far.
fn closes(c: &Combo) -> usize {
    c.fired.iter().filter(|f| **f == Fired::Close).count()
}

#[test]
fn creating_with_a_key_while_close_on_select_closes_the_list_and_fires_close_once() {
    for (add_on, key) in [
        ("enter", "Enter"),
        ("space", " "),
        (";", ";"),
        (",", ","),
        ("tab", "Tab"),
    ] {
        let mut c = create_with(add_on, key);
        assert_created(&mut c, add_on);
        assert!(!c.state.open, "closeOnSelect closes the list ({add_on})");
        assert_eq!(
            c.take_fired(),
            ["open", "search-change", "select", "search-change", "close"],
            "created with {add_on}"
        );
    }
}

#[test]
fn creating_with_close_on_select_false_keeps_the_list_open_without_close() {
    let mut c = combo(
        json!({"type": "select", "create": true, "closeOnSelect": false, "addOptionOn": ["enter", "space"]}),
        json!(["red"]),
    );
    c.type_text("blue");
    c.key("ArrowUp");
    c.key("Enter");
    assert_eq!(c.value, json!("blue"));
    assert!(c.state.open);
    c.type_text("teal");
    c.key("ArrowUp");
    c.key(" ");
    assert_eq!(c.value, json!("teal"));
    assert!(c.state.open);
    assert_eq!(closes(&c), 0);
}

#[test]
fn creating_while_the_list_is_closed_fires_no_close() {
    // Escape closes the list and keeps the text; a creating key or leaving creates then.
    for how in ["space", "enter", "blur"] {
        let mut c = tags(how);
        c.type_text("blue");
        c.key("Escape");
        assert!(!c.state.open);
        assert_eq!(c.take_fired(), ["open", "search-change", "close"]);
        match how {
            "blur" => {
                c.send(Event::FocusOut);
            }
            "enter" => {
                c.key("Enter");
            }
            _ => {
                c.key(" ");
            }
        }
        assert_eq!(c.value, json!("blue"), "created on {how}");
        assert_eq!(
            c.take_fired(),
            ["select", "search-change"],
            "no close on {how}: the list was closed"
        );
    }
}

#[test]
fn escape_and_leaving_fire_close_only_when_the_list_was_open() {
    let mut c = combo(json!({"type": "select", "native": false}), countries());
    c.key("Escape");
    c.send(Event::FocusOut);
    assert_eq!(closes(&c), 0, "closed: neither closes");
    c.key("ArrowDown");
    c.key("Escape");
    c.key("Escape");
    c.send(Event::FocusOut);
    assert_eq!(c.take_fired(), ["open", "close"]);
}

#[test]
fn selecting_and_deselecting_fire_close_once() {
    // closeOnSelect and closeOnDeselect, by Enter, Space, a press, Tab and Alt+ArrowUp (Tab
    // and Alt+ArrowUp close the list themselves: still one `close`).
    let entry = json!({"type": "select", "native": false, "closeOnDeselect": true});
    for how in ["Enter", " ", "press", "Tab", "alt"] {
        let mut c = combo(entry.clone(), countries());
        for _ in 0..2 {
            c.key("ArrowDown");
            match how {
                "press" => {
                    c.send(Event::Press(0));
                }
                "alt" => {
                    c.alt_key("ArrowUp");
                }
                key => {
                    c.key(key);
                }
            }
            assert!(!c.state.open, "{how}");
        }
        let expected: &[&str] = if how == "press" {
            &["open", "select", "close", "open", "deselect", "close"]
        } else {
            // A key never deselects (it accepts the pointed option): the second one keeps
            // the value and closes the list.
            &["open", "select", "close", "open", "close"]
        };
        assert_eq!(c.take_fired(), expected, "{how}");
    }
}

#[test]
fn clearing_leaves_the_list_as_it_was_and_fires_no_close() {
    let mut c = combo(
        json!({"type": "select", "search": true, "default": "de"}),
        countries(),
    );
    c.send(Event::Clear);
    assert!(!c.state.open);
    c.type_text("f");
    c.send(Event::Clear);
    assert!(
        c.state.open,
        "the list stays open (clear() changes the value only)"
    );
    assert_eq!(closes(&c), 0);
}

#[test]
fn enter_creates_typed_text_that_only_partly_matches_an_option() {
    let mut c = tags("enter");
    c.type_text("re");
    assert_eq!(c.pointed(), None, "nothing pointed: Enter creates");
    c.key("Enter");
    assert_eq!(c.value, json!("re"));
    // Text naming an option in another case points it and Enter chooses it.
    let mut c = tags("enter");
    c.type_text("GREEN");
    assert_eq!(c.pointed().as_deref(), Some("green"));
    c.key("Enter");
    assert_eq!(c.value, json!("green"));
    assert_eq!(c.items().len(), 2, "nothing appended");
}

/// A single select whose option `rust` is disabled, creating on `add_on`.
fn with_disabled(add_on: &str) -> Combo {
    combo(
        json!({"type": "select", "create": true, "addOptionOn": [add_on]}),
        json!([{"value": "rust", "label": "Rust", "disabled": true}, "go"]),
    )
}

fn assert_refused(c: &Combo, with: &str) {
    assert!(
        !c.effects.iter().any(|e| matches!(e, Effect::SetValue(_))),
        "no value set ({with}): {:?}",
        c.effects
    );
    assert!(
        !c.fired.iter().any(|f| matches!(f, Fired::Select(_))),
        "no select ({with}): {:?}",
        c.fired
    );
    assert_eq!(c.value, Value::Null, "{with}");
    assert_eq!(c.state.search, "rust", "the typed text stays ({with})");
    assert_eq!(c.items().len(), 2, "nothing appended ({with})");
}

#[test]
fn creating_the_text_of_a_disabled_option_is_refused_and_the_text_stays() {
    let mut c = with_disabled("enter");
    c.type_text("rust");
    c.key("Enter");
    assert_refused(&c, "enter");

    let mut c = with_disabled(",");
    c.type_text("rust");
    c.key(",");
    assert_refused(&c, "comma");

    let mut c = with_disabled("blur");
    c.type_text("Rust");
    c.send(Event::FocusOut);
    assert!(!c.fired.iter().any(|f| matches!(f, Fired::Select(_))));
    assert_eq!(c.value, Value::Null, "blur");

    // An option disabled through its group is refused the same way.
    let mut c = combo(
        json!({"type": "select", "create": true, "groups": true}),
        json!([{"label": "Old", "disabled": true, "items": ["rust"]}, {"label": "New", "items": ["go"]}]),
    );
    c.type_text("rust");
    c.key("Enter");
    assert_refused(&c, "group");
}

/// `""` is no value, as `null`: the field shows its placeholder (no label) and no clear
/// button, unless an option has the value `""`.
#[test]
fn an_empty_string_value_shows_the_placeholder_and_no_clear_button() {
    let mut c = combo(
        json!({"type": "select", "native": false, "default": ""}),
        countries(),
    );
    assert_eq!(c.label(), None, "the placeholder shows");
    assert!(!clearable(&c.select, &json!(""), false));
    c.base = yewform_core::items::normalize(
        &json!([{"value": "", "label": "None"}, "de"]),
        &yewform_core::items::ItemOptions::default(),
    )
    .unwrap();
    assert_eq!(c.label().as_deref(), Some("None"), "an option's value");
}

/// Typing the current value's option and creating it (an `addOptionOn` key, leaving with
/// `blur`) fires no second `select` and sets no value again; the typed text is emptied, so
/// the field shows the value's label. (Enter points the option and accepts its row: the
/// value stays too.)
#[test]
fn creating_the_current_value_fires_no_second_select() {
    for (add_on, key) in [(",", ","), ("blur", "")] {
        let mut c = combo(
            json!({"type": "select", "create": true, "addOptionOn": [add_on], "default": "go"}),
            json!(["rust", "go"]),
        );
        c.type_text("Go");
        if key.is_empty() {
            c.send(Event::FocusOut);
        } else {
            c.key(key);
        }
        assert!(
            !c.fired.iter().any(|f| matches!(f, Fired::Select(_))),
            "no second select ({add_on}): {:?}",
            c.fired
        );
        assert!(
            !c.effects.iter().any(|e| matches!(e, Effect::SetValue(_))),
            "{add_on}: {:?}",
            c.effects
        );
        assert_eq!(c.value, json!("go"), "{add_on}");
        assert_eq!(c.state.search, "", "{add_on}");
        assert_eq!(c.label().as_deref(), Some("go"));
    }
    // Enter points the typed option and accepts it: the value stays, the text goes.
    let mut c = combo(
        json!({"type": "select", "create": true, "default": "go"}),
        json!(["rust", "go"]),
    );
    c.type_text("Go");
    c.key("Enter");
    assert_eq!(c.value, json!("go"), "Enter keeps the value");
    assert_eq!(c.state.search, "", "Enter empties the text");
    assert!(!c.state.open);
    assert_eq!(
        c.take_fired(),
        ["open", "search-change", "search-change", "close"]
    );
    // A created option not appended to the list (`appendNewOption: false`): the same.
    let mut c = combo(
        json!({"type": "select", "create": true, "appendNewOption": false, "addOptionOn": [","]}),
        json!(["rust"]),
    );
    c.type_text("blue");
    c.key(",");
    assert_eq!(c.value, json!("blue"));
    let selects = |c: &Combo| {
        c.fired
            .iter()
            .filter(|f| matches!(f, Fired::Select(_)))
            .count()
    };
    assert_eq!(selects(&c), 1);
    c.type_text("blue");
    c.key(",");
    assert_eq!(selects(&c), 1, "no second select: {:?}", c.fired);
    assert_eq!(c.state.search, "");
    // In another case too, as the search compares (and as a multi-value list's chips).
    c.type_text("BLUE");
    c.key(",");
    assert_eq!(selects(&c), 1, "no second select: {:?}", c.fired);
    assert_eq!(c.value, json!("blue"));
}

/// A created option shows in a grouped list too (`appendNewOption`), in a last group with
/// a blank label (the reference's `extendedGroups`, first there); reopening the list points
/// it.
#[test]
fn a_created_option_appears_in_a_grouped_list() {
    use yewform_core::items::Row;
    let mut c = combo(
        json!({"type": "select", "create": true, "groups": true}),
        json!([{"label": "Nordic", "items": ["Oslo", "Turku"]}]),
    );
    c.type_text("zz");
    c.key("Enter");
    assert_eq!(c.value, json!("zz"));
    let items = c.items();
    let labels: Vec<String> = items.options().map(|o| o.label.clone()).collect();
    assert_eq!(labels, ["Oslo", "Turku", "zz"]);
    c.key("ArrowDown");
    let rows = c.rows(&items);
    assert_eq!(
        rows.get(3..),
        Some(
            &[
                Row::Group {
                    group: 1,
                    disabled: false
                },
                Row::Option {
                    index: 2,
                    disabled: false
                }
            ][..]
        )
    );
    assert_eq!(c.pointed().as_deref(), Some("zz"), "the value's row");
    assert_eq!(c.label().as_deref(), Some("zz"));
}

/// Audit 10 #2: with Tab in `addOptionOn`, text that only partly matches an option is
/// created by Tab (the partial match was chosen instead).
#[test]
fn tab_creates_text_that_partly_matches_an_option() {
    let mut c = combo(
        json!({"type": "select", "create": true, "addOptionOn": ["tab"]}),
        json!(["Berlin", "Paris"]),
    );
    c.type_text("Ber");
    c.key("Tab");
    assert_eq!(c.value, json!("Ber"));
}
