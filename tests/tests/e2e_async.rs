//! End-to-end tests of the dropdown select's async-items options (`resolveOnLoad`, `minChars`,
//! `clearOnSearch`, `{path}` variables with `clearOnRefetch` and `allowAbsent`, `delay` -1 and
//! positive, `filterResults`, `searchParam`, `dataKey`), each against the demo server over
//! real HTTP: the "Async items" section of the demo (`demo/src/async_page.rs`, form id
//! `async`) in headless Chromium.
//!
//! What is asserted is what a user and the backend see: the option texts shown
//! (`role=option`), the form's request data (the page's live `#async-request-data` view, and
//! what `POST /api/submit` received), and the requests the option endpoints received (the
//! server's request log; each test has its own server, so its own log). Every endpoint URL of
//! the section carries `from=<element>`, which tells the selects' requests apart.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::future::Future;
use std::time::{Duration, Instant};

use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use support::{open_demo, submit};
use yewform_demo_server::{AppState, COUNTRIES, Running, fold};

mod support;

/// How long a condition may take to come true.
const WAIT: Duration = Duration::from_secs(20);
/// How long to watch for a request that must not come: the selects here ask at once
/// (`delay: 0`), so a request that is coming reaches the loopback server well within this.
const QUIET: Duration = Duration::from_millis(700);

/// The demo page, open in Chromium, with its own server.
struct Page {
    client: Client,
    server: Running,
    state: AppState,
}

impl Page {
    async fn open() -> Page {
        let (server, state, client) = open_demo().await;
        client
            .wait()
            .at_most(WAIT)
            .for_element(Locator::Css("#yf-async-data_key"))
            .await
            .expect("the async section renders");
        Page {
            client,
            server,
            state,
        }
    }

    async fn close(self) {
        self.client.close().await.expect("session closes");
        self.server.task.abort();
    }

    /// The requests of the select `name` (those carrying `from=<name>`), oldest first.
    fn requests(&self, name: &str) -> Vec<String> {
        let marker = format!("from={name}");
        self.state
            .requests()
            .into_iter()
            .filter(|target| {
                target
                    .split(['?', '&'])
                    .skip(1)
                    .any(|param| param == marker)
            })
            .collect()
    }

    /// Waits until the select `name` has made `count` requests, and returns them.
    async fn wait_for_requests(&self, name: &str, count: usize) -> Vec<String> {
        eventually(&format!("{count} requests from {name}"), || async {
            let found = self.requests(name);
            if found.len() >= count {
                Ok(found)
            } else {
                Err(format!("{found:?}"))
            }
        })
        .await
    }

    /// The page has mounted the section and made its load-time requests: `local_filter`
    /// (mounted with every other select of the form) has asked for its options.
    async fn settled(&self) {
        self.wait_for_requests("local_filter", 1).await;
        tokio::time::sleep(QUIET).await;
    }

    /// Sets the search text of the select `name` as typing does (value + `input` event).
    async fn type_into(&self, name: &str, text: &str) {
        self.client
            .execute(
                "const el = document.getElementById(arguments[0]);
                 el.focus();
                 el.value = arguments[1];
                 el.dispatchEvent(new InputEvent('input', {bubbles: true}));",
                vec![json!(field_id(name)), json!(text)],
            )
            .await
            .expect("typing script runs");
    }

    /// Sends a key to the combobox of the select `name`.
    async fn key(&self, name: &str, key: &str) {
        self.client
            .execute(
                "const el = document.getElementById(arguments[0]); el.focus();
                 el.dispatchEvent(new KeyboardEvent('keydown', {key: arguments[1], bubbles: true, cancelable: true}));",
                vec![json!(field_id(name)), json!(key)],
            )
            .await
            .expect("key script runs");
    }

    /// What the select `name` shows: its rendered option texts (none while closed), whether
    /// its combobox is busy (`aria-busy`), and the text of the combobox area (the selected
    /// label).
    async fn look(&self, name: &str) -> Look {
        let found = self
            .client
            .execute(
                "const id = arguments[0];
                 const field = document.querySelector(`[data-field='${id}']`);
                 const combo = document.getElementById(id);
                 return {
                     options: Array.from(field.querySelectorAll('[role=option]')).map(o => o.textContent.trim()),
                     setsize: Number((field.querySelector('[role=option]') || {getAttribute: () => 0}).getAttribute('aria-setsize')),
                     busy: combo.getAttribute('aria-busy') === 'true',
                     expanded: combo.getAttribute('aria-expanded') === 'true',
                     shown: field.querySelector('[data-open]').textContent.trim(),
                 };",
                vec![json!(field_id(name))],
            )
            .await
            .expect("look script runs");
        Look {
            options: serde_json::from_value(found["options"].clone()).expect("option texts"),
            setsize: found["setsize"].as_u64().unwrap_or(0) as usize,
            busy: found["busy"] == json!(true),
            expanded: found["expanded"] == json!(true),
            shown: found["shown"].as_str().unwrap_or_default().to_string(),
        }
    }

    /// Waits until the select `name` shows exactly `expected` (and is not busy).
    async fn wait_for_options(&self, name: &str, expected: &[&str]) -> Look {
        eventually(&format!("{name} shows {expected:?}"), || async {
            let look = self.look(name).await;
            if look.options == expected && !look.busy {
                Ok(look)
            } else {
                Err(format!("{look:?}"))
            }
        })
        .await
    }

    /// Waits until the open list of the select `name` starts with `first` (the list is
    /// windowed: only the rows in view are rendered) and is not busy.
    async fn wait_for_first_options(&self, name: &str, first: &[&str]) -> Look {
        eventually(&format!("{name} starts with {first:?}"), || async {
            let look = self.look(name).await;
            if look.options.len() >= first.len()
                && look.options[..first.len()] == *first
                && !look.busy
            {
                Ok(look)
            } else {
                Err(format!("{look:?}"))
            }
        })
        .await
    }

    /// Opens the list of the select `name` with a click (when it is closed).
    async fn open_list(&self, name: &str) {
        if self.look(name).await.expanded {
            return;
        }
        self.client
            .find(Locator::Id(&field_id(name)))
            .await
            .expect("the combobox")
            .click()
            .await
            .expect("click opens the list");
    }

    /// Opens the select `name` and clicks its option `label`.
    async fn choose(&self, name: &str, label: &str) {
        self.open_list(name).await;
        let xpath = format!(
            "//*[@data-field='{}']//*[@role='option'][normalize-space()='{label}']",
            field_id(name)
        );
        self.client
            .wait()
            .at_most(WAIT)
            .for_element(Locator::XPath(&xpath))
            .await
            .unwrap_or_else(|_| panic!("{name} offers {label}"))
            .click()
            .await
            .expect("click chooses the option");
    }

    /// The form's request data, as the page's live view shows it.
    async fn request_data(&self) -> Value {
        let text = self
            .client
            .find(Locator::Id("async-request-data"))
            .await
            .expect("the request data view")
            .text()
            .await
            .expect("its text");
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("JSON request data: {text}"))
    }

    /// Waits until the request data has `expected` under `name`.
    async fn wait_for_data(&self, name: &str, expected: Value) {
        eventually(&format!("request data {name} = {expected}"), || async {
            let data = self.request_data().await;
            if data.get(name) == Some(&expected) {
                Ok(())
            } else {
                Err(data.to_string())
            }
        })
        .await;
    }
}

/// What a select shows, read in one go.
#[derive(Debug)]
struct Look {
    options: Vec<String>,
    setsize: usize,
    busy: bool,
    expanded: bool,
    shown: String,
}

/// The DOM id of the select `name` of the form `async`.
fn field_id(name: &str) -> String {
    format!("yf-async-{name}")
}

/// Polls `probe` until it answers `Ok`; panics after [`WAIT`] with the last `Err`.
async fn eventually<T, F, Fut>(what: &str, mut probe: F) -> T
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, String>>,
{
    let start = Instant::now();
    loop {
        match probe().await {
            Ok(found) => return found,
            Err(last) if start.elapsed() > WAIT => panic!("waited for {what}; last: {last}"),
            Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
}

/// The labels of the demo's countries whose folded name contains `query`, in list order.
fn countries_matching(query: &str) -> Vec<&'static str> {
    COUNTRIES
        .iter()
        .filter(|c| fold(c.label).contains(&fold(query)))
        .map(|c| c.label)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resolve_on_load_false_requests_nothing_until_the_list_is_first_opened() {
    let page = Page::open().await;
    page.settled().await;
    assert_eq!(
        page.requests("lazy_open"),
        Vec::<String>::new(),
        "no request before the list is opened"
    );

    page.open_list("lazy_open").await;
    let look = page
        .wait_for_first_options("lazy_open", &["Afghanistan", "Åland Islands", "Albania"])
        .await;
    assert_eq!(look.setsize, COUNTRIES.len(), "every country is listed");
    assert_eq!(
        page.requests("lazy_open"),
        ["/api/countries?from=lazy_open"]
    );

    // Closing and opening again uses the options already there.
    page.key("lazy_open", "Escape").await;
    eventually("the list closed", || async {
        let look = page.look("lazy_open").await;
        if !look.expanded && look.options.is_empty() {
            Ok(())
        } else {
            Err(format!("{look:?}"))
        }
    })
    .await;
    page.open_list("lazy_open").await;
    page.wait_for_first_options("lazy_open", &["Afghanistan"])
        .await;
    tokio::time::sleep(QUIET).await;
    assert_eq!(
        page.requests("lazy_open"),
        ["/api/countries?from=lazy_open"]
    );

    page.choose("lazy_open", "Albania").await;
    page.wait_for_data("lazy_open", json!("al")).await;
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resolve_on_load_false_with_min_chars_loads_on_the_first_character() {
    let page = Page::open().await;
    page.settled().await;
    assert_eq!(
        page.requests("lazy_search"),
        Vec::<String>::new(),
        "no request before the first character"
    );

    page.type_into("lazy_search", "ger").await;
    page.wait_for_options("lazy_search", &countries_matching("ger"))
        .await;
    assert_eq!(
        page.requests("lazy_search"),
        ["/api/countries?from=lazy_search&query=ger"]
    );
    page.choose("lazy_search", "Germany").await;
    page.wait_for_data("lazy_search", json!("de")).await;
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn min_chars_sends_no_search_before_the_second_character() {
    let page = Page::open().await;
    // resolveOnLoad (the default): the list loads with the page, with an empty query.
    page.wait_for_requests("min_chars", 1).await;
    page.type_into("min_chars", "g").await;
    tokio::time::sleep(QUIET).await;
    assert_eq!(
        page.requests("min_chars"),
        ["/api/countries?from=min_chars&query="],
        "one character sends no search"
    );
    // The list shows what was loaded (the server filters: `filterResults: false`).
    page.wait_for_first_options("min_chars", &["Afghanistan", "Åland Islands"])
        .await;

    page.type_into("min_chars", "ge").await;
    page.wait_for_options("min_chars", &countries_matching("ge"))
        .await;
    assert_eq!(
        page.requests("min_chars"),
        [
            "/api/countries?from=min_chars&query=",
            "/api/countries?from=min_chars&query=ge"
        ]
    );
    page.choose("min_chars", "Georgia").await;
    page.wait_for_data("min_chars", json!("ge")).await;
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn min_chars_sends_no_search_when_the_text_shrinks_below_it() {
    let page = Page::open().await;
    page.wait_for_requests("min_chars", 1).await;
    page.type_into("min_chars", "ge").await;
    page.wait_for_options("min_chars", &countries_matching("ge"))
        .await;
    // Back to one character: below minChars, so no request, and the list stays as it is.
    page.type_into("min_chars", "g").await;
    tokio::time::sleep(QUIET).await;
    assert_eq!(
        page.requests("min_chars"),
        [
            "/api/countries?from=min_chars&query=",
            "/api/countries?from=min_chars&query=ge"
        ],
        "a search shorter than minChars sends no request"
    );
    assert_eq!(
        page.look("min_chars").await.options,
        countries_matching("ge")
    );
    page.close().await;
}

/// Types "ger", then "fra" into the slow select `name` and returns the options shown while
/// the answer to "fra" is pending.
async fn options_while_searching_again(page: &Page, name: &str) -> Vec<String> {
    page.type_into(name, "ger").await;
    page.wait_for_options(name, &countries_matching("ger"))
        .await;
    page.type_into(name, "fra").await;
    let pending = eventually(&format!("{name} busy with the new search"), || async {
        let look = page.look(name).await;
        if look.busy {
            Ok(look)
        } else {
            Err(format!("{look:?}"))
        }
    })
    .await;
    page.wait_for_options(name, &["France"]).await;
    let requests = page.requests(name);
    assert_eq!(
        requests[requests.len() - 2..],
        [
            format!("/api/slow?ms=1500&from={name}&query=ger"),
            format!("/api/slow?ms=1500&from={name}&query=fra"),
        ]
    );
    pending.options
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clear_on_search_empties_the_list_while_the_new_search_is_pending() {
    let page = Page::open().await;
    assert_eq!(
        options_while_searching_again(&page, "clear_on_search").await,
        Vec::<String>::new(),
        "clearOnSearch: the old options are gone while the slow answer is pending"
    );
    assert_eq!(
        options_while_searching_again(&page, "keep_on_search").await,
        countries_matching("ger"),
        "without clearOnSearch the old options stay until the answer"
    );
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_path_variable_refetches_with_the_value_encoded_and_cleans_up_the_value() {
    let page = Page::open().await;
    let cities = ["trip_city", "trip_city_absent", "trip_city_clear"];
    for name in cities {
        page.wait_for_requests(name, 1).await;
    }

    page.choose("trip_country", "España").await;
    page.wait_for_data("trip_country", json!("España")).await;
    for name in cities {
        page.wait_for_requests(name, 2).await;
    }
    page.choose("trip_city", "Córdoba").await;
    page.choose("trip_city_absent", "Madrid").await;
    page.choose("trip_city_clear", "Córdoba").await;
    page.wait_for_data("trip_city", json!("Córdoba")).await;
    page.wait_for_data("trip_city_absent", json!("Madrid"))
        .await;
    page.wait_for_data("trip_city_clear", json!("Córdoba"))
        .await;

    // Argentina has a Córdoba too, but no Madrid.
    page.choose("trip_country", "Argentina").await;
    let argentina = ["Buenos Aires", "Córdoba", "Rosario", "Mendoza"];
    for name in cities {
        page.wait_for_requests(name, 3).await;
        page.open_list(name).await;
        page.wait_for_options(name, &argentina).await;
        page.key(name, "Escape").await;
    }
    page.wait_for_data("trip_city_clear", Value::Null).await;
    let data = page.request_data().await;
    assert_eq!(
        data["trip_city"],
        json!("Córdoba"),
        "still among the options: kept"
    );
    assert_eq!(
        data["trip_city_absent"],
        json!("Madrid"),
        "allowAbsent: kept"
    );
    assert!(
        page.look("trip_city_absent").await.shown.contains("Madrid"),
        "the absent value is still shown"
    );

    // São Tomé has neither.
    page.choose("trip_country", "São Tomé and Príncipe").await;
    for name in cities {
        page.wait_for_requests(name, 4).await;
        page.open_list(name).await;
        page.wait_for_options(name, &["São Tomé", "Santo António", "Neves"])
            .await;
        page.key(name, "Escape").await;
    }
    page.wait_for_data("trip_city", Value::Null).await;
    let data = page.request_data().await;
    assert_eq!(
        data["trip_city_absent"],
        json!("Madrid"),
        "allowAbsent: kept"
    );
    assert_eq!(data["trip_city_clear"], Value::Null);

    for name in cities {
        assert_eq!(
            page.requests(name),
            [
                format!("/api/cities?country=&from={name}"),
                format!("/api/cities?country=Espa%C3%B1a&from={name}"),
                format!("/api/cities?country=Argentina&from={name}"),
                format!(
                    "/api/cities?country=S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe&from={name}"
                ),
            ],
            "{name}: one request per country, the value encoded"
        );
    }

    let answer = submit(&page.client, "async", "#async-result").await;
    assert!(answer.starts_with("Submitted:"), "{answer}");
    let received = page.state.submissions.lock().expect("lock").clone();
    let last = received.last().expect("one submission");
    assert_eq!(
        [
            &last["trip_country"],
            &last["trip_city"],
            &last["trip_city_absent"],
            &last["trip_city_clear"]
        ],
        [
            &json!("São Tomé and Príncipe"),
            &Value::Null,
            &json!("Madrid"),
            &Value::Null
        ]
    );
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn delay_minus_one_filters_in_the_page_without_asking_the_server_again() {
    let page = Page::open().await;
    page.wait_for_requests("local_filter", 1).await;
    page.type_into("local_filter", "ger").await;
    page.wait_for_options("local_filter", &countries_matching("ger"))
        .await;
    page.type_into("local_filter", "ita").await;
    page.wait_for_options("local_filter", &countries_matching("ita"))
        .await;
    page.choose("local_filter", "Italy").await;
    page.wait_for_data("local_filter", json!("it")).await;
    tokio::time::sleep(QUIET).await;
    assert_eq!(
        page.requests("local_filter"),
        ["/api/countries?from=local_filter"],
        "one request, when the page loaded, without a search parameter"
    );
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn search_param_sends_the_search_under_its_name_encoded() {
    let page = Page::open().await;
    page.wait_for_requests("search_param", 1).await;
    page.type_into("search_param", "São Tomé & Príncipe").await;
    // /api/echo answers with the parameters it decoded.
    page.wait_for_options(
        "search_param",
        &["from = search_param", "term = São Tomé & Príncipe"],
    )
    .await;
    assert_eq!(
        page.requests("search_param"),
        [
            "/api/echo?from=search_param&term=",
            "/api/echo?from=search_param&term=S%C3%A3o%20Tom%C3%A9%20%26%20Pr%C3%ADncipe"
        ]
    );
    // The log the tests read is the one the backend serves.
    let served = page
        .client
        .execute_async(
            "const done = arguments[arguments.length - 1];
             fetch('/api/requests').then(r => r.json()).then(done, e => done(String(e)));",
            vec![],
        )
        .await
        .expect("script runs");
    assert_eq!(served, json!(page.state.requests()));
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn data_key_reads_the_options_from_a_dot_path_of_the_answer() {
    let page = Page::open().await;
    page.wait_for_requests("data_key", 1).await;
    page.open_list("data_key").await;
    let look = page
        .wait_for_first_options("data_key", &["Afghanistan", "Åland Islands", "Albania"])
        .await;
    assert_eq!(look.setsize, COUNTRIES.len());

    page.type_into("data_key", "ger").await;
    page.wait_for_options("data_key", &countries_matching("ger"))
        .await;
    assert_eq!(
        page.requests("data_key"),
        [
            "/api/nested?from=data_key&query=",
            "/api/nested?from=data_key&query=ger"
        ]
    );
    page.choose("data_key", "Germany").await;
    page.wait_for_data("data_key", json!("de")).await;
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_value_chosen_from_server_search_results_survives_the_search_being_cleared() {
    let page = Page::open().await;
    page.wait_for_requests("search_param", 1).await;
    page.type_into("search_param", "Zürich").await;
    page.wait_for_options("search_param", &["from = search_param", "term = Zürich"])
        .await;
    // Choosing clears the search text, which reloads the options with an empty search; the
    // chosen value is not among them, but a search reload is not a refetch of a `{path}`
    // endpoint: the value must stay.
    page.choose("search_param", "term = Zürich").await;
    page.wait_for_requests("search_param", 3).await;
    page.open_list("search_param").await;
    page.wait_for_options("search_param", &["from = search_param", "term ="])
        .await;
    page.key("search_param", "Escape").await;
    let data = page.request_data().await;
    assert_eq!(
        data["search_param"],
        json!("term=Zürich"),
        "the chosen value is kept; requests: {:?}",
        page.requests("search_param")
    );
    assert!(
        page.look("search_param")
            .await
            .shown
            .contains("term = Zürich")
    );
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_positive_delay_sends_one_search_for_the_text_typed_before_the_pause() {
    let page = Page::open().await;
    page.settled().await;
    let before = page.requests("debounced").len();
    page.open_list("debounced").await;
    for text in ["g", "ge", "ger", "germ"] {
        page.type_into("debounced", text).await;
        tokio::time::sleep(Duration::from_millis(60)).await;
    }
    page.wait_for_options("debounced", &countries_matching("germ"))
        .await;
    tokio::time::sleep(QUIET).await;
    let searches: Vec<String> = page.requests("debounced").split_off(before);
    assert_eq!(
        searches,
        ["/api/countries?from=debounced&query=germ"],
        "one request, after the pause"
    );
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn filter_results_filters_the_servers_answer_in_the_page_or_not() {
    let page = Page::open().await;
    page.settled().await;
    page.open_list("filter_kept").await;
    page.type_into("filter_kept", "1").await;
    // /api/many?count=12 answers "<city> 0" … "<city> 11" whatever the search.
    page.wait_for_options("filter_kept", &["Málaga 1", "Kraków 10", "Ærøskøbing 11"])
        .await;
    page.key("filter_kept", "Escape").await;
    page.open_list("filter_off").await;
    page.type_into("filter_off", "1").await;
    let all = page
        .wait_for_first_options("filter_off", &["Zürich 0", "Málaga 1", "Kraków 2"])
        .await;
    assert_eq!(all.setsize, 12, "every option of the answer: {all:?}");
    assert!(
        page.requests("filter_kept")
            .iter()
            .any(|r| r.ends_with("query=1"))
            && page
                .requests("filter_off")
                .iter()
                .any(|r| r.ends_with("query=1")),
        "both asked the server with the search: {:?} {:?}",
        page.requests("filter_kept"),
        page.requests("filter_off")
    );
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn removing_a_select_aborts_its_request_in_flight() {
    let page = Page::open().await;
    page.settled().await;
    let toggle = || async {
        page.client
            .find(Locator::Id("async-unmount-toggle"))
            .await
            .expect("the show/remove button")
            .click()
            .await
            .expect("click toggles the slow select");
    };
    // Shown: its load on mount asks an endpoint that answers after 10 s. The page's
    // time-out for it is 30 s, so only removing the select can abort the request.
    toggle().await;
    let sent = page.wait_for_requests("unmounted", 1).await;
    assert_eq!(sent, ["/api/slow?ms=10000&from=unmounted"]);
    let aborted = || {
        page.state
            .cancelled()
            .into_iter()
            .filter(|target| target.ends_with("from=unmounted"))
            .collect::<Vec<_>>()
    };
    assert!(aborted().is_empty(), "nothing aborted yet");
    // Removed while the server still waits: the browser aborts the fetch and the server
    // sees the client hang up.
    toggle().await;
    let cancelled = eventually("the server sees the request aborted", || async {
        let cancelled = aborted();
        if cancelled.is_empty() {
            Err("no cancelled request".to_string())
        } else {
            Ok(cancelled)
        }
    })
    .await;
    assert_eq!(cancelled, ["/api/slow?ms=10000&from=unmounted"]);
    page.close().await;
}
