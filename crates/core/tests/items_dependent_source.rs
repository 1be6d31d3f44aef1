//! A select whose endpoint URL has a `{path}` variable (`/cities?country={country}`): a value
//! that enters while that variable's new value has not been refetched yet (the form's `load`
//! of a saved record, its `update`, the element's `update`, a form-wide `reset()`) is not
//! checked against the options of the previous URL; the refetch's answer cleans it (kept when
//! among the new options). And a searched source's reloads (a `{path}` refetch,
//! `update_items()`) answer the empty query as its first load does: later values are not
//! checked against that answer (often a first page).
//!
//! [`Drv`] runs the item loader's effects against a real `FormState`, as the adapter's driver
//! (`yew-elements/src/hooks/use_async_items/driver.rs`) does, and the check of the adapter's
//! admitted hook (`admitted.rs`) as it makes it.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing
)] // test code

use serde_json::{Value, json};
use yewform_core::config::FormConfig;
use yewform_core::endpoint::UrlTemplate;
use yewform_core::expression::Date;
use yewform_core::form::{ElementAction, FormState};
use yewform_core::items::{Context, Effect, Input, Loader, Request, Source, ValueEntry, admit};
use yewform_core::schema::{ElementSchema, FormSchema, SelectSchema};

fn form(schema: &Value) -> FormState {
    let schema = FormSchema::from_value(schema).unwrap();
    FormState::from_schema(
        &schema,
        &FormConfig::default(),
        &json!({}),
        Date::new(2024, 6, 1).unwrap(),
    )
    .unwrap()
}

fn select_of(f: &FormState, path: &str) -> SelectSchema {
    match f.schema_entry(path) {
        Some(ElementSchema::Select(s)) => s.clone(),
        other => panic!("{other:?}"),
    }
}

/// The loader of one select and the requests it sent, run as the adapter's driver runs it.
struct Drv {
    loader: Loader<&'static str>,
    path: &'static str,
    /// The requests sent: sequence number and URL.
    fetches: Vec<(u64, String)>,
    epoch: u64,
    resets: u64,
}

impl Drv {
    fn new(path: &'static str) -> Drv {
        Drv {
            loader: Loader::default(),
            path,
            fetches: Vec::new(),
            epoch: 0,
            resets: 0,
        }
    }

    fn send(&mut self, f: &mut FormState, input: Input<&'static str>) {
        let select = select_of(f, self.path);
        let options = select.read_options();
        let value = f.value_at(self.path).cloned().unwrap_or(Value::Null);
        let ctx = Context {
            select: &select,
            options: &options,
            value: &value,
        };
        for effect in self.loader.send(input, &ctx) {
            match effect {
                Effect::Wait { seq, .. } => self.send(f, Input::DelayElapsed(seq)),
                Effect::Fetch {
                    seq,
                    request: Request::Url(endpoint),
                } => self.fetches.push((seq, endpoint.to_url())),
                Effect::Options(items) => {
                    let answer_search = !self.loader.lists_every_option();
                    let url = self.loader.fetched_url().map(str::to_owned);
                    f.set_loaded_options(self.path, items, answer_search, url.as_deref());
                }
                Effect::SetValue(v) => {
                    let _ = f.apply(self.path, ElementAction::Update(v));
                }
                _ => {}
            }
        }
    }

    /// The endpoint URL rendered from the form's current values, as the adapter renders it.
    fn url(&self, f: &FormState) -> String {
        let select = select_of(f, self.path);
        let Value::String(t) = &*select.items else {
            panic!("no endpoint")
        };
        UrlTemplate::parse(t)
            .with_element_path(self.path)
            .render(&|p| f.value_at(p).cloned())
    }

    /// A render: what the options come from now (`search`: the search text, for a view
    /// with a search input).
    fn look(&mut self, f: &mut FormState, search: Option<&str>) {
        let select = select_of(f, self.path);
        let src = Source {
            url: Some(self.url(f)),
            template: select.items.as_str().map(str::to_string),
            search: search.map(str::to_string),
            epoch: self.epoch,
            resets: self.resets,
            ..Source::default()
        };
        self.send(f, Input::Source(src));
    }

    /// The last request answers `body`; returns its URL.
    fn answer(&mut self, f: &mut FormState, body: Value) -> String {
        let (seq, url) = self.fetches.last().cloned().unwrap();
        self.send(f, Input::Answer(seq, Ok(body)));
        url
    }

    /// What the adapter's admitted hook does in the render that shows the value: drops it
    /// (with a `change`) when the options shown do not admit it.
    fn admitted_hook(&self, f: &mut FormState) {
        let select = select_of(f, self.path);
        let value = f.value_at(self.path).cloned().unwrap_or(Value::Null);
        let every_option = self.loader.lists_every_option_at(Some(&self.url(f)));
        let shown = self.loader.fetched();
        if let Some(v) = admit(&select, &*shown, &value, ValueEntry::Shown { every_option }) {
            let _ = f.apply(self.path, ElementAction::Update(v));
        }
    }
}

fn cities(country: &str) -> Value {
    match country {
        "de" => json!(["berlin", "munich"]),
        "fr" => json!(["paris", "lyon"]),
        _ => json!([]),
    }
}

fn dependent(city: Value) -> FormState {
    let mut city_schema = json!({"type": "select", "items": "/cities?country={country}"});
    if !city.is_null() {
        city_schema["default"] = city;
    }
    form(&json!({
        "country": {"type": "select", "items": ["de", "fr"], "default": "de"},
        "city": city_schema
    }))
}

/// Mounted, the cities of `de` loaded.
fn mounted() -> (FormState, Drv) {
    let mut f = dependent(Value::Null);
    let mut d = Drv::new("city");
    d.look(&mut f, None);
    assert_eq!(d.answer(&mut f, cities("de")), "/cities?country=de");
    (f, d)
}

#[test]
fn loading_a_saved_record_keeps_its_dependent_city() {
    let (mut f, mut d) = mounted();
    f.load(&json!({"country": "fr", "city": "paris"}), false)
        .unwrap();
    assert_eq!(
        f.request_data(),
        json!({"country": "fr", "city": "paris"}),
        "not checked against Germany's cities"
    );
    d.admitted_hook(&mut f);
    assert_eq!(f.request_data()["city"], json!("paris"), "nor in the view");
    d.look(&mut f, None); // the refetch for fr
    assert_eq!(d.answer(&mut f, cities("fr")), "/cities?country=fr");
    d.admitted_hook(&mut f);
    assert_eq!(f.request_data(), json!({"country": "fr", "city": "paris"}));
}

#[test]
fn a_loaded_city_the_refetch_lacks_is_dropped_by_its_answer() {
    let (mut f, mut d) = mounted();
    f.load(&json!({"country": "fr", "city": "berlin"}), false)
        .unwrap();
    assert_eq!(f.request_data()["city"], json!("berlin"), "not checked yet");
    d.look(&mut f, None);
    d.answer(&mut f, cities("fr"));
    assert_eq!(f.request_data(), json!({"country": "fr", "city": null}));
}

#[test]
fn a_form_mounted_with_an_empty_country_keeps_a_loaded_city() {
    let mut f = form(&json!({
        "country": {"type": "select", "items": ["de", "fr"]},
        "city": {"type": "select", "items": "/cities?country={country}"}
    }));
    let mut d = Drv::new("city");
    d.look(&mut f, None);
    assert_eq!(d.answer(&mut f, json!([])), "/cities?country=");
    f.update(&json!({"country": "fr", "city": "lyon"}));
    d.admitted_hook(&mut f);
    assert_eq!(f.request_data()["city"], json!("lyon"));
    d.look(&mut f, None);
    d.answer(&mut f, cities("fr"));
    assert_eq!(f.request_data(), json!({"country": "fr", "city": "lyon"}));
}

#[test]
fn the_elements_update_after_a_country_change_takes_the_new_countrys_city() {
    let (mut f, mut d) = mounted();
    // The options answer the current URL: they are checked.
    assert!(
        f.apply("city", ElementAction::Update(json!("paris")))
            .is_ok()
    );
    assert!(!f.admits_set_value("city", &json!("paris")));
    // One handler: country.update("fr"); city.update("paris").
    f.apply("country", ElementAction::Update(json!("fr")))
        .unwrap();
    assert!(f.admits_set_value("city", &json!("paris")));
    f.apply("city", ElementAction::Update(json!("paris")))
        .unwrap();
    d.admitted_hook(&mut f);
    d.look(&mut f, None);
    d.answer(&mut f, cities("fr"));
    assert_eq!(f.request_data(), json!({"country": "fr", "city": "paris"}));
    assert!(
        !f.admits_set_value("city", &json!("munich")),
        "France's cities answer the URL now"
    );
}

#[test]
fn a_form_reset_keeps_the_dependent_default() {
    let mut f = dependent(json!("berlin"));
    let mut d = Drv::new("city");
    d.look(&mut f, None);
    d.answer(&mut f, cities("de"));
    f.apply("country", ElementAction::Update(json!("fr")))
        .unwrap();
    d.look(&mut f, None);
    d.answer(&mut f, cities("fr"));
    assert_eq!(
        f.request_data()["city"],
        json!(null),
        "berlin is no French city"
    );
    f.apply("city", ElementAction::Update(json!("paris")))
        .unwrap();
    f.reset();
    assert_eq!(f.request_data(), json!({"country": "de", "city": "berlin"}));
    // The render after the reset still shows France's cities: berlin is not checked
    // against them.
    d.admitted_hook(&mut f);
    assert_eq!(f.request_data()["city"], json!("berlin"));
    d.resets += 1;
    d.look(&mut f, None);
    assert_eq!(d.answer(&mut f, cities("de")), "/cities?country=de");
    d.admitted_hook(&mut f);
    assert_eq!(f.request_data(), json!({"country": "de", "city": "berlin"}));
}

/// A searched `city` (server-side search, a first page for the empty query).
fn searched() -> (FormState, Drv) {
    let mut f = form(&json!({
        "country": {"type": "select", "items": ["de", "fr"], "default": "de"},
        "city": {"type": "select", "items": "/cities?country={country}", "search": true, "delay": 300}
    }));
    let mut d = Drv::new("city");
    d.look(&mut f, Some(""));
    assert_eq!(
        d.answer(&mut f, json!(["berlin", "munich"])),
        "/cities?country=de&query="
    );
    assert!(
        f.admits_set_value("city", &json!("hamburg")),
        "a first page"
    );
    (f, d)
}

#[test]
fn a_searched_sources_refetch_answer_is_a_first_page_too() {
    let (mut f, mut d) = searched();
    f.apply("country", ElementAction::Update(json!("fr")))
        .unwrap();
    d.look(&mut f, Some(""));
    assert_eq!(
        d.answer(&mut f, json!(["paris", "lyon"])),
        "/cities?country=fr&query="
    );
    assert!(f.admits_set_value("city", &json!("toulouse")));
    f.load(&json!({"country": "fr", "city": "toulouse"}), false)
        .unwrap();
    d.admitted_hook(&mut f);
    assert_eq!(
        f.request_data(),
        json!({"country": "fr", "city": "toulouse"})
    );
}

#[test]
fn a_searched_sources_update_items_answer_is_a_first_page_too() {
    let (mut f, mut d) = searched();
    d.epoch += 1; // update_items()
    d.look(&mut f, Some(""));
    assert_eq!(
        d.answer(&mut f, json!(["berlin", "munich"])),
        "/cities?country=de&query="
    );
    assert!(
        f.apply("city", ElementAction::Update(json!("hamburg")))
            .is_ok(),
        "taken, as after the first load"
    );
    d.admitted_hook(&mut f);
    assert_eq!(f.request_data()["city"], json!("hamburg"));
}

#[test]
fn a_loaded_city_of_the_country_whose_cities_are_shown_is_still_checked_at_once() {
    let (mut f, _d) = mounted();
    f.load(&json!({"country": "de", "city": "paris"}), false)
        .unwrap();
    assert_eq!(f.request_data(), json!({"country": "de", "city": null}));
    f.update(&json!({"city": "lyon"}));
    assert_eq!(f.request_data()["city"], json!(null));
    f.update(&json!({"city": "munich"}));
    assert_eq!(f.request_data()["city"], json!("munich"));
}

#[cfg(feature = "object")]
#[test]
fn an_objects_load_keeps_its_dependent_city() {
    let mut f = form(&json!({
        "address": {"type": "object", "schema": {
            "country": {"type": "select", "items": ["de", "fr"], "default": "de"},
            "city": {"type": "select", "items": "/cities?country={address.country}"}
        }}
    }));
    let mut d = Drv::new("address.city");
    d.look(&mut f, None);
    assert_eq!(d.answer(&mut f, cities("de")), "/cities?country=de");
    f.apply(
        "address",
        ElementAction::Load(json!({"country": "fr", "city": "paris"}), false),
    )
    .unwrap();
    assert_eq!(
        f.request_data(),
        json!({"address": {"country": "fr", "city": "paris"}})
    );
    d.look(&mut f, None);
    d.answer(&mut f, cities("fr"));
    assert_eq!(
        f.request_data(),
        json!({"address": {"country": "fr", "city": "paris"}})
    );
    f.apply(
        "address",
        ElementAction::Load(json!({"country": "fr", "city": "munich"}), false),
    )
    .unwrap();
    assert_eq!(
        f.request_data()["address"]["city"],
        json!(null),
        "France's cities are shown"
    );
}
