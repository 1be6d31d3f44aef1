//! The spec's `columns` rules, checked through the classes the layout renders.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::{Value, json};
use yewform_core::layout::{
    ColumnClasses, Columns, column_classes, merge_columns, resolve_form_size, resolve_size,
    vf_column_class, yf_column_class,
};
use yewform_core::schema::Size;

fn cols(value: Value) -> Columns {
    Columns::parse(&value, "columns").unwrap()
}

fn classes(layers: &[Value], has_label: bool) -> ColumnClasses {
    let parsed: Vec<Columns> = layers.iter().map(|v| cols(v.clone())).collect();
    let refs: Vec<&Columns> = parsed.iter().collect();
    column_classes(&merge_columns(&refs), has_label, &vf_column_class)
}

#[test]
fn object_form_container_label_wrapper() {
    // Rules 1 and 2.
    let c = classes(&[json!({"container": 8, "label": 4, "wrapper": 6})], true);
    assert_eq!(c.container, ["vf-col-8"]);
    assert_eq!(c.label, ["vf-col-4"]);
    assert_eq!(c.inner_container, ["vf-col-8"]);
    assert_eq!(c.wrapper, ["vf-col-6"]);
}

#[test]
fn label_twelve_gives_the_input_the_full_width() {
    // Rule 3.
    let c = classes(&[json!({"label": 12})], true);
    assert_eq!(c.label, ["vf-col-12"]);
    assert_eq!(c.inner_container, ["vf-col-12"]);
}

#[test]
fn description_and_error_take_container_minus_label() {
    // Rule 4: they live in the inner container, which is not limited by `wrapper`.
    let c = classes(&[json!({"container": 12, "label": 3, "wrapper": 4})], true);
    assert_eq!(c.inner_container, ["vf-col-9"]);
    assert_eq!(c.wrapper, ["vf-col-4"]);
}

#[test]
fn number_sets_only_the_container() {
    // Rule 5: label and wrapper keep the layers below (here a config with label 3).
    let c = classes(&[json!({"label": 3}), json!(6)], true);
    assert_eq!(c.container, ["vf-col-6"]);
    assert_eq!(c.label, ["vf-col-3"]);
    assert_eq!(c.inner_container, ["vf-col-9"]);
    assert_eq!(c.wrapper, ["vf-col-12"]);
    // Without a config, the spec's defaults: label 3, wrapper 12.
    let c = classes(&[json!("6")], true);
    assert_eq!(c.container, ["vf-col-6"]);
    assert_eq!(c.label, ["vf-col-3"]);
}

#[test]
fn breakpoints_in_both_object_forms() {
    // Rule 6, default first, then the order given.
    let c = classes(
        &[json!({"lg": {"container": 6, "label": 4}, "sm": 12, "default": {"label": 12}})],
        true,
    );
    assert_eq!(c.container, ["vf-col-12", "vf-col-lg-6", "vf-col-sm-12"]);
    assert_eq!(c.label, ["vf-col-12", "vf-col-lg-4"]);
    assert_eq!(c.inner_container, ["vf-col-12", "vf-col-lg-8"]);
    assert_eq!(c.wrapper, ["vf-col-12"]);

    let c = classes(
        &[json!({"label": {"default": 12, "md": 3}, "wrapper": {"md": 6}})],
        true,
    );
    assert_eq!(c.label, ["vf-col-12", "vf-col-md-3"]);
    assert_eq!(c.inner_container, ["vf-col-12", "vf-col-md-9"]);
    assert_eq!(c.wrapper, ["vf-col-12", "vf-col-md-6"]);
}

#[test]
fn without_a_label_the_label_is_zero_and_the_input_full() {
    let c = classes(&[json!({"label": {"default": 3, "lg": 4}})], false);
    assert_eq!(c.label, ["vf-col-0", "vf-col-lg-0"]);
    assert_eq!(c.inner_container, ["vf-col-12", "vf-col-lg-12"]);
    let c = classes(&[], false);
    assert_eq!(
        c,
        ColumnClasses {
            container: vec!["vf-col-12".into()],
            label: vec!["vf-col-0".into()],
            inner_container: vec!["vf-col-12".into()],
            wrapper: vec!["vf-col-12".into()],
        }
    );
}

#[test]
fn layers_merge_deeply_later_wins() {
    // Rule 7: config < form < element, presets in between.
    let c = classes(
        &[
            json!({"label": 3, "lg": {"wrapper": 6}}),
            json!({"container": 10}),
            json!({"lg": {"label": 2}}),
            json!({"label": 4}),
        ],
        true,
    );
    assert_eq!(c.container, ["vf-col-10"]);
    assert_eq!(c.label, ["vf-col-4", "vf-col-lg-2"]);
    assert_eq!(c.wrapper, ["vf-col-12", "vf-col-lg-6"]);
}

#[test]
fn yewform_class_names() {
    let merged = merge_columns(&[&cols(json!({"sm": 6}))]);
    let c = column_classes(&merged, true, &yf_column_class);
    assert_eq!(c.container, ["yf-col-12", "yf-col-sm-6"]);
}

#[test]
fn bad_columns_name_the_path() {
    let err = |v: Value| Columns::parse(&v, "columns").unwrap_err().to_string();
    assert_eq!(
        err(json!({"label": 13})),
        "columns.label: expected a number from 0 to 12, found 13"
    );
    assert_eq!(
        err(json!({"label": 2.5})),
        "columns.label: expected a number from 0 to 12, found 2.5"
    );
    assert_eq!(
        err(json!({"sm": {"container": "x"}})),
        r#"columns.sm.container: expected a number from 0 to 12, found "x""#
    );
    assert_eq!(
        err(json!({"wrapper": {"huge": 3}})),
        "columns.wrapper.huge: unknown key, expected default or a breakpoint (xs, sm, md, lg, xl, 2xl)"
    );
    assert!(err(json!({"contaner": 3})).starts_with("columns.contaner: unknown key"));
    assert_eq!(
        err(json!({"lg": {"size": 3}})),
        "columns.lg.size: unknown key, expected container, label or wrapper"
    );
    assert_eq!(
        err(json!([6])),
        "columns: expected a number or an object, found an array"
    );
    assert_eq!(
        err(json!(-1)),
        "columns: expected a number from 0 to 12, found -1"
    );
    assert!(Columns::parse(&json!(null), "columns").unwrap().is_empty());
}

#[test]
fn sizes() {
    assert_eq!(resolve_size(None, &[], Some(Size::Sm), Size::Md), Size::Sm);
    assert_eq!(
        resolve_size(
            None,
            &[Some(Size::Sm), Some(Size::Lg)],
            Some(Size::Sm),
            Size::Md
        ),
        Size::Lg
    );
    assert_eq!(
        resolve_size(Some(Size::Sm), &[Some(Size::Lg)], Some(Size::Lg), Size::Md),
        Size::Sm
    );
    assert_eq!(resolve_form_size(None, &[None], Size::Md), Size::Md);
    assert_eq!(
        resolve_form_size(None, &[Some(Size::Lg)], Size::Md),
        Size::Lg
    );
    assert_eq!(
        resolve_form_size(Some(Size::Sm), &[Some(Size::Lg)], Size::Md),
        Size::Sm
    );
}

/// `xs` is the base breakpoint (as Bootstrap's): no `yf-col-xs-<n>` class, which no theme
/// styles, but the base `yf-col-<n>` (audit 4 #4).
#[test]
fn xs_is_the_base_breakpoint() {
    let yf = |value: Value| column_classes(&merge_columns(&[&cols(value)]), true, &yf_column_class);
    let only_xs = yf(json!({"container": {"xs": 6}}));
    assert_eq!(only_xs.container, ["yf-col-6"]);
    let mixed = yf(json!({"xs": 6, "lg": 4}));
    assert_eq!(mixed.container, ["yf-col-6", "yf-col-lg-4"]);
    // The base default's container 12 is replaced, not joined by a second base class.
    assert!(
        !mixed.container.iter().any(|c| c == "yf-col-12"),
        "{mixed:?}"
    );
    assert_eq!(
        cols(json!({"xs": {"label": 4}})).get("default"),
        cols(json!({"label": 4})).get("default")
    );
}
