//! Nested data (issue #33): an order with a customer object, an address group and order
//! lines (a list of objects with a product select and a quantity) and the quantities' total
//! (a static's `{SUM(lines.*.qty)}`, kept current by the form), submitted to the demo
//! backend's `POST /api/submit`.

use serde_json::{Value, json};
use yew::prelude::*;
use yewform_core::schema::FormSchema;
use yewform_elements::{Form, FormHandle};

/// The order's schema.
pub fn nested_schema() -> Value {
    json!({
        "customer": {
            "type": "object",
            "label": "Customer",
            "schema": {
                "name": {"type": "text", "label": "Name", "rules": "required", "columns": 6},
                "email": {"type": "text", "inputType": "email", "label": "Email",
                          "rules": "nullable|email", "columns": 6}
            }
        },
        "address": {
            "type": "group",
            "label": "Delivery address",
            "schema": {
                "street": {"type": "text", "label": "Street", "columns": 8},
                "zip": {"type": "text", "label": "ZIP", "columns": 4}
            }
        },
        "lines": {
            "type": "list",
            "label": "Order lines",
            "min": 1,
            "max": 10,
            "initial": 1,
            "sort": true,
            "addText": "+ Add a line",
            "object": {
                "schema": {
                    "product": {"type": "select", "label": "Product", "columns": 8,
                                "items": {"tea": "Tea", "cake": "Cake", "jam": "Jam"},
                                "rules": "required"},
                    "qty": {"type": "text", "inputType": "number", "label": "Quantity",
                            "columns": 4, "default": 1, "forceNumbers": true,
                            "rules": "required|integer|min:1"}
                }
            }
        },
        "total": {
            "type": "static",
            "tag": "p",
            "expressions": true,
            "content": "Items ordered: <b>{SUM(lines.*.qty)}</b>"
        }
    })
}

/// The nested-data section of the demo page.
#[component]
pub fn NestedPage() -> Html {
    let result = use_state(|| None::<String>);
    let schema = FormSchema::from_value(&nested_schema());
    let handle = use_memo((), |()| FormHandle::new());
    let on_submit = crate::submit::to_backend(&handle, result.clone());
    html! {
        <section id="nested" aria-labelledby="nested-title">
            <h2 id="nested-title">{ "Nested data: an object, a group and a list" }</h2>
            {
                match schema {
                    Ok(schema) => html! {
                        <Form id="nested-order" {schema} handle={(*handle).clone()} {on_submit} submit_label="Send order" />
                    },
                    Err(error) => html! { <p role="alert">{ error.to_string() }</p> },
                }
            }
            if let Some(text) = (*result).clone() {
                <output id="nested-result">{ text }</output>
            }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schema_is_valid() {
        let schema = FormSchema::from_value(&nested_schema());
        assert!(schema.is_ok(), "{schema:?}");
    }

    /// The customer's email is optional (no `required`, no `*`): the order validates with it
    /// empty, and a typed one must still be an address (audit 8 #3).
    #[test]
    fn the_order_validates_with_the_optional_email_empty() {
        use yewform_core::config::FormConfig;
        use yewform_core::expression::Date;
        use yewform_core::form::FormState;
        let Ok(schema) = FormSchema::from_value(&nested_schema()) else {
            panic!("the schema is valid");
        };
        let today = Date::new(2024, 6, 1).unwrap_or(Date::EPOCH);
        let Ok(mut form) =
            FormState::from_schema(&schema, &FormConfig::default(), &json!({}), today)
        else {
            panic!("the form builds");
        };
        assert!(form.set_value("customer.name", json!("Ada")).is_ok());
        assert!(form.set_value("lines.0.product", json!("tea")).is_ok());
        form.validate_all();
        assert_eq!(form.error("customer.email"), None);
        assert!(!form.invalid("customer.email"));
        assert!(form.set_value("customer.email", json!("ada")).is_ok());
        form.validate_all();
        assert!(form.invalid("customer.email"));
    }
}
