//! `GET /api/echo?…`: options that show what the server decoded from the query string, so a
//! select's request can be read in its own option list (`searchParam`, encoded search text).

use axum::Json;
use axum::extract::Query;
use serde_json::{Value, json};

/// One option per query parameter, in the order received:
/// `{"value": "<name>=<value>", "label": "<name> = <value>"}`, names and values decoded.
pub async fn echo(Query(params): Query<Vec<(String, String)>>) -> Json<Value> {
    Json(Value::Array(
        params
            .iter()
            .map(|(name, value)| json!({"value": format!("{name}={value}"), "label": format!("{name} = {value}")}))
            .collect(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn echoes_every_parameter_decoded_in_order() {
        let query: Query<Vec<(String, String)>> =
            Query::try_from_uri(&"/api/echo?from=x&term=S%C3%A3o%20%26%20co".parse().unwrap())
                .unwrap();
        assert_eq!(
            echo(query).await.0,
            json!([
                {"value": "from=x", "label": "from = x"},
                {"value": "term=São & co", "label": "term = São & co"}
            ])
        );
    }
}
