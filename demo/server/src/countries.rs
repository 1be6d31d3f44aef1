//! `GET /api/countries` and `GET /api/cities`: option endpoints for the demo selects.

use std::collections::HashMap;

use axum::Json;
use axum::extract::Query;
use serde::Serialize;
use serde_json::{Value, json};

/// `code|name` lines, one country a line (ISO 3166-1 alpha-2, names with their accents).
const DATA: &str = include_str!("countries_data.txt");

/// A country option.
#[derive(Debug, Clone, Serialize)]
pub struct Country {
    /// ISO code, the option value.
    pub value: &'static str,
    /// Name, the option label.
    pub label: &'static str,
}

/// A city of a country.
#[derive(Debug, Clone, Serialize)]
pub struct City {
    /// The country's ISO code.
    pub country: &'static str,
    /// The city name.
    pub name: &'static str,
}

/// Every country, in the order of the data file.
pub static COUNTRIES: std::sync::LazyLock<Vec<Country>> = std::sync::LazyLock::new(|| {
    DATA.lines()
        .filter_map(|line| line.split_once('|'))
        .map(|(value, label)| Country { value, label })
        .collect()
});

const CITIES: &[(&str, &[&str])] = &[
    (
        "de",
        &["Berlin", "Hamburg", "München", "Köln", "Düsseldorf"],
    ),
    ("at", &["Wien", "Graz", "Linz", "Salzburg"]),
    ("ch", &["Zürich", "Genève", "Basel", "Bern"]),
    ("fr", &["Paris", "Marseille", "Lyon", "Nice"]),
    ("us", &["New York", "Los Angeles", "Chicago", "Houston"]),
    ("gb", &["London", "Manchester", "Edinburgh"]),
    (
        "es",
        &["Madrid", "Barcelona", "Sevilla", "Málaga", "Córdoba"],
    ),
    ("ar", &["Buenos Aires", "Córdoba", "Rosario", "Mendoza"]),
    ("st", &["São Tomé", "Santo António", "Neves"]),
];

/// Lower case with the common Latin accents removed, so "zur" finds "Zürich".
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        let base = match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => "a",
            'æ' => "ae",
            'ç' => "c",
            'è' | 'é' | 'ê' | 'ë' => "e",
            'ì' | 'í' | 'î' | 'ï' => "i",
            'ñ' => "n",
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => "o",
            'ù' | 'ú' | 'û' | 'ü' => "u",
            'ý' | 'ÿ' => "y",
            'ß' => "ss",
            other => {
                out.push(other);
                continue;
            }
        };
        out.push_str(base);
    }
    out
}

/// `GET /api/countries?query=`: countries whose folded name contains the folded query.
pub async fn list(Query(params): Query<HashMap<String, String>>) -> Json<Value> {
    let query = fold(params.get("query").map(String::as_str).unwrap_or(""));
    let found: Vec<&Country> = COUNTRIES
        .iter()
        .filter(|c| query.is_empty() || fold(c.label).contains(&query))
        .collect();
    Json(json!(found))
}

/// `GET /api/cities?country=de`: the cities of one country (an empty list for others). The
/// country is its ISO code or its name as `/api/countries` labels it, compared folded
/// (`?country=Espa%C3%B1a`, `?country=S%C3%A3o%20Tom%C3%A9%20and%20Pr%C3%ADncipe`).
pub async fn cities(Query(params): Query<HashMap<String, String>>) -> Json<Value> {
    let asked = params.get("country").map(String::as_str).unwrap_or("");
    let code = COUNTRIES
        .iter()
        .find(|c| !asked.is_empty() && fold(c.label) == fold(asked))
        .map_or(asked, |c| c.value);
    let names = CITIES
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, n)| *n)
        .unwrap_or(&[]);
    Json(json!(names))
}

/// `GET /api/nested?query=`: the countries of [`list`], nested in an envelope —
/// `{"data": {"items": [...], "total": n}, "meta": {"query": "..."}}` — for `dataKey: "data.items"`.
pub async fn nested(Query(params): Query<HashMap<String, String>>) -> Json<Value> {
    let asked = params.get("query").cloned().unwrap_or_default();
    let query = fold(&asked);
    let found: Vec<&Country> = COUNTRIES
        .iter()
        .filter(|c| query.is_empty() || fold(c.label).contains(&query))
        .collect();
    Json(json!({
        "data": {"items": found, "total": found.len()},
        "meta": {"query": asked}
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn about_250_countries_with_accents() {
        assert!(COUNTRIES.len() >= 240, "{}", COUNTRIES.len());
        assert!(COUNTRIES.iter().any(|c| c.label == "Côte d'Ivoire"));
    }

    #[tokio::test]
    async fn cities_by_code_or_listed_name() {
        let by_code = cities(Query(HashMap::from([("country".into(), "st".into())]))).await;
        let by_name = cities(Query(HashMap::from([(
            "country".into(),
            "são tomé and príncipe".into(),
        )])))
        .await;
        assert_eq!(by_code.0, json!(["São Tomé", "Santo António", "Neves"]));
        assert_eq!(by_name.0, by_code.0);
        let none = cities(Query(HashMap::from([("country".into(), String::new())]))).await;
        assert_eq!(none.0, json!([]));
    }

    #[tokio::test]
    async fn nested_puts_the_options_under_data_items() {
        let answer = nested(Query(HashMap::from([("query".into(), "cote".into())]))).await;
        assert_eq!(
            answer.0,
            json!({"data": {"items": [{"value": "ci", "label": "Côte d'Ivoire"}], "total": 1},
                   "meta": {"query": "cote"}})
        );
    }

    #[test]
    fn folding_finds_accented_names() {
        assert_eq!(fold("Zürich"), "zurich");
        assert!(fold("São Tomé and Príncipe").contains("sao tome"));
    }
}
