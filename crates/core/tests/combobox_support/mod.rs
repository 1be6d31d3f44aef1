//! A combobox driven as the adapter drives it: the element's value, the options (created
//! ones appended), the rows shown for the search text, and every effect applied in order.
#![allow(dead_code)]

use serde_json::{Value, json};
use yewform_core::combobox::{
    ComboState, Context, Effect, Event, Fired, KeyPress, listed_rows, selected_index,
    selected_label, selected_row, send,
};
use yewform_core::items::{ItemOptions, Items, OptionStore, Row, SearchIndex, normalize};
use yewform_core::schema::{ElementSchema, FormSchema, SelectSchema};

pub struct Combo {
    pub select: SelectSchema,
    pub base: Items,
    pub state: ComboState,
    pub value: Value,
    /// Every event fired so far.
    pub fired: Vec<Fired>,
    /// The effects of the last event.
    pub effects: Vec<Effect>,
    pub disabled: bool,
    pub reversed: bool,
}

/// The select `entry` (a schema element) with the options `items`.
pub fn combo(entry: Value, items: Value) -> Combo {
    let schema = FormSchema::from_value(&json!({ "c": entry })).unwrap();
    let Some(ElementSchema::Select(select)) = schema.get("c") else {
        panic!("not a select");
    };
    let select = select.clone();
    let options = ItemOptions {
        label_prop: select.label_prop.clone(),
        value_prop: select.value_prop.clone(),
        groups: select.groups,
        ..ItemOptions::default()
    };
    let base = normalize(&items, &options).unwrap();
    let value = entry.get("default").cloned().unwrap_or(Value::Null);
    Combo {
        select,
        base,
        state: ComboState::default(),
        value,
        fired: Vec::new(),
        effects: Vec::new(),
        disabled: false,
        reversed: false,
    }
}

/// Five countries, Denmark disabled.
pub fn countries() -> Value {
    json!([
        {"value": "de", "label": "Germany"},
        {"value": "dk", "label": "Denmark", "disabled": true},
        {"value": "fr", "label": "France"},
        {"value": "fi", "label": "Finland"},
        {"value": "za", "label": "Zambia"}
    ])
}

impl Combo {
    /// The options, created ones added as the view adds them
    /// ([`OptionStore::with_created`]: appended to a flat list, a last group of a grouped one).
    pub fn items(&self) -> Items {
        match &self.base {
            Items::Flat(options) => {
                let mut all = options.clone();
                all.extend(self.state.created.iter().cloned());
                Items::Flat(all)
            }
            grouped if self.state.created.is_empty() => grouped.clone(),
            grouped => OptionStore::from_items(grouped)
                .with_created(&self.state.created)
                .to_items(),
        }
    }

    /// The rows shown for the search text, as the view lists them.
    pub fn rows(&self, items: &Items) -> Vec<Row> {
        let s = &self.select;
        let track_by = s.track_by.clone().unwrap_or_default();
        let mut index =
            SearchIndex::with_props(items, s.strict, &track_by, &s.value_prop, &s.label_prop);
        let search = &self.state.search;
        let matches: Vec<usize> = if s.filter_results && !search.is_empty() {
            index.search_incremental(search)
        } else {
            (0..items.len()).collect()
        };
        listed_rows(items, &matches, s, search, self.reversed)
    }

    pub fn send(&mut self, event: Event) -> &[Effect] {
        let items = self.items();
        let rows = self.rows(&items);
        let index = selected_index(&items, &self.value, &self.select);
        let ctx = Context {
            select: &self.select,
            items: &items,
            rows: &rows,
            reversed: self.reversed,
            value: &self.value,
            selected_row: selected_row(&rows, index),
            disabled: self.disabled,
            page: 2,
        };
        let (next, effects) = send(self.state.clone(), event, &ctx);
        self.state = next;
        for effect in &effects {
            match effect {
                Effect::SetValue(v) => self.value = v.clone(),
                Effect::Fire(f) => self.fired.push(f.clone()),
                _ => {}
            }
        }
        self.effects = effects;
        &self.effects
    }

    pub fn key(&mut self, key: &str) -> &[Effect] {
        self.send(Event::Key(KeyPress::plain(key)))
    }

    pub fn alt_key(&mut self, key: &str) -> &[Effect] {
        self.send(Event::Key(KeyPress {
            alt: true,
            ..KeyPress::plain(key)
        }))
    }

    pub fn type_text(&mut self, text: &str) -> &[Effect] {
        self.send(Event::Input(text.to_owned()))
    }

    /// The names of the events fired so far; forgets them.
    pub fn take_fired(&mut self) -> Vec<&'static str> {
        std::mem::take(&mut self.fired)
            .iter()
            .map(Fired::name)
            .collect()
    }

    /// The label the field shows.
    pub fn label(&self) -> Option<String> {
        let items = self.items();
        let index = selected_index(&items, &self.value, &self.select);
        selected_label(&self.state, &items, index, &self.value, &self.select)
    }

    /// The label of the pointed row's option.
    pub fn pointed(&self) -> Option<String> {
        let items = self.items();
        let rows = self.rows(&items);
        match self
            .state
            .pointer_in(&rows, self.reversed)
            .and_then(|p| rows.get(p).copied())
        {
            Some(Row::Option { index, .. }) => items.option(index).map(|o| o.label.clone()),
            _ => None,
        }
    }
}
