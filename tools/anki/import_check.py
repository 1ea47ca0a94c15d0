#!/usr/bin/env python3
"""Imports a `conjugar export --anki` file with Anki's own importer (the `anki`
package) into a new collection made in LANGUAGE, and prints each imported note
as one JSON line: its note type, fields, tags and deck.

    import_check.py FILE LANGUAGE [NOTETYPE]

NOTETYPE, when given, is chosen as the learner would in Anki's import dialog
(by the name the collection gives it, e.g. "Básico (teclear la respuesta)").
Used by Tests/ConjugarCLITests/ExportCLITests.swift; exits 3 when the `anki`
package is missing, so that the test can say why it skipped.
"""
import json
import os
import sys
import tempfile

try:
    import anki.lang
except ImportError:
    print("the anki package is not installed", file=sys.stderr)
    sys.exit(3)


def main() -> None:
    path, language = sys.argv[1], sys.argv[2]
    wanted = sys.argv[3] if len(sys.argv) > 3 else None
    # The stock note types are named in the language the collection is made in.
    anki.lang.set_lang(language)
    from anki.collection import Collection, ImportCsvRequest

    with tempfile.TemporaryDirectory() as directory:
        col = Collection(os.path.join(directory, "collection.anki2"))
        try:
            metadata = col.get_csv_metadata(path=path, delimiter=None)
            if wanted is not None:
                metadata.global_notetype.id = col.models.id_for_name(wanted)
            col.import_csv(ImportCsvRequest(path=path, metadata=metadata))
            for note_id in sorted(col.find_notes("")):
                note = col.get_note(note_id)
                card = col.get_card(note.card_ids()[0])
                print(json.dumps({
                    "notetype": note.note_type()["name"],
                    "fields": note.fields,
                    "tags": sorted(note.tags),
                    "deck": col.decks.name(card.did),
                }, ensure_ascii=False))
        finally:
            col.close()


if __name__ == "__main__":
    main()
