//! Browser test of the form's clock: "today" is the browser's local date (the `Date` local
//! getters, as the reference's `moment()`), and `NOW()` carries the time of day.
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;
use yewform_core::expression::Date;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

wasm_bindgen_test_configure!(run_in_browser);

mod web;
use web::mount_point;

#[derive(Properties, PartialEq)]
struct Props {
    schema: Value,
    handle: FormHandle,
}

#[component]
fn ClockForm(props: &Props) -> Html {
    let schema = FormSchema::from_value(&props.schema).expect("valid schema in test");
    html! { <Form {schema} handle={props.handle.clone()} /> }
}

#[wasm_bindgen_test]
async fn today_is_the_local_date_and_now_has_the_time() {
    let root = mount_point();
    let handle = FormHandle::new();
    let schema = json!({
        "now": {"type": "static", "content": "{NOW()}", "expressions": true},
    });
    yew::Renderer::<ClockForm>::with_root_and_props(
        root.clone(),
        Props {
            schema,
            handle: handle.clone(),
        },
    )
    .render();
    yew::scheduler::flush().await;
    let js = js_sys::Date::new_0();
    let local = Date::new(
        i64::from(js.get_full_year()),
        js.get_month() + 1,
        js.get_date(),
    )
    .unwrap();
    assert_eq!(handle.read(|s| s.today()), Some(local));
    let now = handle.read(|s| s.static_content("now")).flatten().unwrap();
    // `toISOString`: the UTC instant with its time, never the midnight of a fixed day.
    let iso: String = js.to_iso_string().into();
    assert_eq!(now.get(..13), iso.get(..13), "{now} vs {iso}");
    assert!(!now.ends_with("T00:00:00.000Z"), "{now}");
}
