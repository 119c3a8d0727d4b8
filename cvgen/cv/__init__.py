"""From validated files to one CV: merge, variants, selection, page budget."""
