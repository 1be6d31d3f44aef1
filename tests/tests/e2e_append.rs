//! End to end: the `appendToBody` select of the demo with a real mouse (WebDriver actions):
//! a press and drag on the moved list's scrollbar keeps the list open and the focus on the
//! combobox;
//! a real click on an option selects it; a click elsewhere closes the list.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use std::time::Duration;

use fantoccini::actions::{InputSource, MOUSE_BUTTON_LEFT, MouseActions, PointerAction};
use fantoccini::{Client, Locator};
use serde_json::{Value, json};
use support::open_demo;

mod support;

const COMBO: &str = "yf-dropdowns-in_body";

/// Runs `js` (a function body) and returns its value.
async fn js(client: &Client, body: &str) -> Value {
    client
        .execute(body, vec![json!(COMBO)])
        .await
        .expect("script runs")
}

/// Polls `body` until it returns `true` (at most 10 s).
async fn until(client: &Client, body: &str) -> bool {
    for _ in 0..100 {
        if js(client, body).await == json!(true) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    false
}

const LISTBOX: &str =
    "const id = document.getElementById(arguments[0]).getAttribute('aria-controls');
     const list = id ? document.getElementById(id) : null;";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_moved_lists_scrollbar_counts_as_inside() {
    let (server, _, client) = open_demo().await;
    let combo = client
        .wait()
        .at_most(Duration::from_secs(20))
        .for_element(Locator::Css(&format!("#{COMBO}")))
        .await
        .expect("the appendToBody select renders");
    // Bring the field to the middle of the viewport, then open the list with a real click.
    js(
        &client,
        "document.getElementById(arguments[0]).scrollIntoView({block: 'center'});",
    )
    .await;
    combo.click().await.expect("click the combobox");
    let open = format!(
        "{LISTBOX} return !!list && list.querySelectorAll('[role=option]').length > 3
            && list.scrollHeight > list.clientHeight;"
    );
    assert!(
        until(&client, &open).await,
        "the list opens with options to scroll"
    );
    let in_body = js(
        &client,
        &format!("{LISTBOX} return list.closest('form') === null && document.body.contains(list);"),
    )
    .await;
    assert_eq!(in_body, json!(true), "the list is moved out of the form");

    // The scrollbar: the strip between the listbox's client width and its border box.
    let geometry = js(
        &client,
        &format!(
            "{LISTBOX} const r = list.getBoundingClientRect();
             return {{x: r.left + list.clientLeft + list.clientWidth
                         + (list.offsetWidth - list.clientWidth - list.clientLeft) / 2,
                      y: r.top + 8, bar: list.offsetWidth - list.clientWidth - list.clientLeft}};"
        ),
    )
    .await;
    let bar = geometry["bar"].as_f64().unwrap();
    assert!(
        bar > 0.0,
        "the moved list shows a classic scrollbar ({geometry})"
    );
    let (x, y) = (
        geometry["x"].as_f64().unwrap(),
        geometry["y"].as_f64().unwrap(),
    );
    // Press on the scrollbar, drag, release: the press must not blur the combobox (users
    // report lists that close on a scrollbar click). Headless Chromium does not scroll on a
    // WebDriver drag of a scrollbar (not even a plain div's), so only open + focus are checked.
    let drag = MouseActions::new("mouse".into())
        .then(PointerAction::MoveTo {
            duration: None,
            x: x.round(),
            y: y.round(),
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::MoveBy {
            duration: Some(Duration::from_millis(200)),
            x: 0.0,
            y: 60.0,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    client.perform_actions(drag).await.expect("drag");
    client.release_actions().await.expect("release");
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = js(
        &client,
        &format!(
            "{LISTBOX} return {{open: document.getElementById(arguments[0]).getAttribute('aria-expanded'),
                      listed: !!list, focused: document.activeElement && document.activeElement.id}};"
        ),
    )
    .await;
    assert_eq!(after["open"], json!("true"), "{after}");
    assert_eq!(after["listed"], json!(true), "{after}");
    assert_eq!(after["focused"], json!(COMBO), "{after}");

    // A real click on an option selects it and closes the list.
    let option_id = js(
        &client,
        &format!(
            "{LISTBOX} const r = list.getBoundingClientRect();
             const o = [...list.querySelectorAll('[role=option]')]
                 .find(o => {{ const b = o.getBoundingClientRect(); return b.top >= r.top && b.bottom <= r.bottom; }});
             return o ? o.id : null;"
        ),
    )
    .await;
    let option_id = option_id.as_str().expect("a visible option").to_string();
    let label = client
        .find(Locator::Id(&option_id))
        .await
        .expect("option")
        .text()
        .await
        .expect("text");
    client
        .find(Locator::Id(&option_id))
        .await
        .expect("option")
        .click()
        .await
        .expect("click the option");
    let closed =
        "return document.getElementById(arguments[0]).getAttribute('aria-expanded') === 'false';";
    assert!(until(&client, closed).await, "the list closes");
    let shown = client
        .find(Locator::Css(&format!("[data-field='{COMBO}']")))
        .await
        .expect("field")
        .text()
        .await
        .expect("text");
    assert!(
        shown.contains(label.trim()),
        "the field shows {label:?}: {shown:?}"
    );

    // Open again, then a click outside closes it.
    combo.click().await.expect("click the combobox");
    assert!(until(&client, &open).await, "the list opens again");
    client
        .find(Locator::Css("h1"))
        .await
        .expect("heading")
        .click()
        .await
        .expect("click outside");
    assert!(
        until(&client, closed).await,
        "a click outside closes the list"
    );
    let gone = format!("{LISTBOX} return !list;");
    assert!(until(&client, &gone).await, "the moved list is removed");
    client.close().await.expect("close");
    server.task.abort();
}
