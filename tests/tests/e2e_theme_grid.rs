//! The form grid in each theme (default, Tailwind, Bootstrap 5), measured on the demo's
//! "Layout and columns" form: two elements of `columns: 6` share a row, each half of it, and
//! an element without `columns` and the submit button span the whole row, with the elements
//! inside the form's `yf-form-elements` box rather than directly in the `<form>`.
#![cfg(not(target_arch = "wasm32"))]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)] // test code

use serde_json::{Value, json};
use support::{open_theme, until};

mod support;

/// The boxes of the layout form and three of its elements, in `theme`.
async fn boxes(theme: &str) -> Value {
    let (server, client) = open_theme(theme, "light").await;
    until(
        &client,
        "return !!document.querySelector('[data-field=\"yf-layout-small\"]');",
        &format!("the layout form in the {theme} theme"),
    )
    .await;
    let boxes = client
        .execute(
            "const rect = e => { const r = e.getBoundingClientRect();
                                 return {left: r.left, top: r.top, width: r.width}; };
             const form = document.getElementById('layout');
             const field = name => document.querySelector(`[data-field=\"yf-layout-${name}\"]`);
             return {form: rect(form), half: rect(field('half')),
                     other: rect(field('other_half')), small: rect(field('small')),
                     parent: field('small').parentElement.className,
                     in_form: field('small').parentElement.parentElement === form,
                     submit: (() => { const s = getComputedStyle(form.querySelector('[type=submit]'));
                                      return s.gridColumnStart + ' / ' + s.gridColumnEnd; })()};",
            vec![],
        )
        .await
        .expect("boxes measured");
    client.close().await.expect("session closes");
    server.task.abort();
    boxes
}

#[tokio::test]
async fn columns_place_the_elements_in_every_theme() {
    let mut failures = Vec::new();
    for theme in ["default", "tailwind", "bootstrap"] {
        let b = boxes(theme).await;
        let n = |v: &Value| v.as_f64().unwrap_or(f64::NAN);
        let form = n(&b["form"]["width"]);
        let (half, other, small) = (
            n(&b["half"]["width"]),
            n(&b["other"]["width"]),
            n(&b["small"]["width"]),
        );
        if !(b["parent"]
            .as_str()
            .unwrap_or("")
            .contains("yf-form-elements")
            && b["in_form"] == json!(true))
        {
            failures.push(format!(
                "{theme}: the elements' parent is not the form's yf-form-elements box: {b}"
            ));
        }
        if (n(&b["half"]["top"]) - n(&b["other"]["top"])).abs() > 1.0
            || n(&b["other"]["left"]) <= n(&b["half"]["left"]) + half - 1.0
        {
            failures.push(format!("{theme}: the two halves do not share a row: {b}"));
        }
        if !(half > 0.4 * form && half < 0.55 * form && (half - other).abs() < 1.0) {
            failures.push(format!("{theme}: a half is not half the form: {b}"));
        }
        // The submit button is a cell of its own row (a theme's rule for the grid's
        // children, not a column class).
        if b["submit"] != json!("1 / -1") {
            failures.push(format!(
                "{theme}: the submit button is not placed across the row: {b}"
            ));
        }
        if (small - form).abs() > 1.0 {
            failures.push(format!(
                "{theme}: an element without columns does not span the form: {b}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
