//! `unlisted_value`: the value no option holds, which the native select shows and posts in
//! an `<option>` of its own (endpoint or function items not loaded yet, on a server-rendered
//! page and in the first render that hydrates it).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

mod combobox_support;

use combobox_support::combo;
use serde_json::json;
use yewform_core::combobox::unlisted_value;

#[test]
fn a_value_no_option_holds_is_unlisted_until_an_option_holds_it() {
    let none = combo(json!({"type": "select"}), json!([]));
    let loaded = combo(json!({"type": "select"}), json!(["de", "fr"]));
    let (items, select) = (none.items(), &none.select);
    assert_eq!(
        unlisted_value(&items, &json!("de"), select),
        Some(&json!("de"))
    );
    assert_eq!(unlisted_value(&items, &json!(7), select), Some(&json!(7)));
    assert_eq!(unlisted_value(&items, &json!(null), select), None);
    assert_eq!(unlisted_value(&items, &json!(""), select), None);
    let items = loaded.items();
    assert_eq!(unlisted_value(&items, &json!("de"), &loaded.select), None);
    assert_eq!(
        unlisted_value(&items, &json!("zz"), &loaded.select),
        Some(&json!("zz"))
    );
}

#[test]
fn an_object_value_is_unlisted_by_its_value_prop() {
    let c = combo(json!({"type": "select", "object": true}), json!([]));
    let value = json!({"value": "de", "label": "Germany"});
    assert_eq!(
        unlisted_value(&c.items(), &value, &c.select),
        Some(&json!("de"))
    );
}
