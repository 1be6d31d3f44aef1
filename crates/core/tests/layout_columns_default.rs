//! The spec's default column sizes: container 12, label 3, wrapper 12.
#![allow(clippy::unwrap_used, clippy::indexing_slicing)] // test helpers may panic

use serde_json::json;
use yewform_core::layout::{Columns, column_classes, merge_columns, vf_column_class};

#[test]
fn without_columns_a_label_takes_three_and_the_input_the_rest() {
    let c = column_classes(&merge_columns(&[]), true, &vf_column_class);
    assert_eq!(c.container, ["vf-col-12"]);
    assert_eq!(c.label, ["vf-col-3"]);
    assert_eq!(c.inner_container, ["vf-col-9"]);
    assert_eq!(c.wrapper, ["vf-col-12"]);
}

#[test]
fn a_number_sets_only_the_container_and_label_and_wrapper_keep_their_defaults() {
    let six = Columns::parse(&json!(6), "columns").unwrap();
    let c = column_classes(&merge_columns(&[&six]), true, &vf_column_class);
    assert_eq!(c.container, ["vf-col-6"]);
    assert_eq!(c.label, ["vf-col-3"]);
    assert_eq!(c.wrapper, ["vf-col-12"]);
}

#[test]
fn without_a_label_the_input_takes_the_full_width() {
    let c = column_classes(&merge_columns(&[]), false, &vf_column_class);
    assert_eq!(c.label, ["vf-col-0"]);
    assert_eq!(c.inner_container, ["vf-col-12"]);
}
