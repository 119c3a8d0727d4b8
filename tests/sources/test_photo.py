"""A profile's photo: its path, file, format and size checked, each problem with a fix."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from cvgen.errors import InputError
from cvgen.sources.loader import load_profile
from cvgen.sources.photo import PhotoError, image_size, read_photo
from tests.images import jpeg_header, png_bytes


def _profile(folder: Path, photo: str) -> Path:
    profile = folder / "ada-lovelace.yaml"
    profile.write_text(f"name: Ada Lovelace\nphoto: {photo}\n", encoding="utf-8")
    return profile


def test_the_format_is_read_from_the_first_bytes_not_the_name(tmp_path: Path) -> None:
    (tmp_path / "photo.jpg").write_bytes(png_bytes(40, 50))  # a PNG named .jpg
    photo = read_photo(_profile(tmp_path, "photo.jpg"), "photo.jpg")
    assert (photo.kind, photo.width, photo.height) == ("png", 40, 50)
    assert photo.file_name == "cvgen-photo.png"  # the one name LaTeX sees
    assert image_size(jpeg_header(640, 480)) == ("jpeg", 640, 480)


@pytest.mark.parametrize(
    ("data", "says"),
    [
        (b"GIF89a" + b"\0" * 40, "neither a JPEG nor a PNG"),
        (png_bytes()[:-12], "a PNG that is cut short"),
        (jpeg_header(640, 480)[:-2], "a JPEG that is cut short"),
        (png_bytes(20, 20), "20x20 pixels; a photo is 32 to 6000"),
        (jpeg_header(7000, 100), "7000x100 pixels"),
    ],
)
def test_what_is_not_a_photo_says_why(tmp_path: Path, data: bytes, says: str) -> None:
    (tmp_path / "photo.png").write_bytes(data)
    with pytest.raises(PhotoError, match=says):
        read_photo(_profile(tmp_path, "photo.png"), "photo.png")


@pytest.mark.parametrize(
    ("written", "says"),
    [
        ("../photo.png", "each part of the photo's path"),
        ("/etc/passwd", "not a path relative to the profile's folder"),
        ("a\\b.png", "not a path relative"),
        (".hidden.png", "each part of the photo's path"),
        ("missing.png", "no such file beside the profile"),
    ],
)
def test_a_path_out_of_the_profiles_folder_is_refused(
    tmp_path: Path, written: str, says: str
) -> None:
    (tmp_path / "photo.png").write_bytes(png_bytes())
    folder = tmp_path / "cv"
    folder.mkdir()
    with pytest.raises(PhotoError, match=says):
        read_photo(_profile(folder, "x"), written)


def test_no_symlink_out_and_no_special_file(tmp_path: Path) -> None:
    outside = tmp_path / "outside.png"
    outside.write_bytes(png_bytes())
    folder = tmp_path / "cv"
    (folder / "pics").mkdir(parents=True)
    profile = _profile(folder, "x")
    (folder / "link.png").symlink_to(outside)
    with pytest.raises(PhotoError, match="a symbolic link, not a file"):
        read_photo(profile, "link.png")
    (folder / "linked").symlink_to(tmp_path, target_is_directory=True)
    with pytest.raises(PhotoError, match="is a symbolic link"):
        read_photo(profile, "linked/outside.png")
    os.mkfifo(folder / "pipe.png")
    with pytest.raises(PhotoError, match="a FIFO, not a file"):
        read_photo(profile, "pipe.png")
    (folder / "pics" / "ada.png").write_bytes(png_bytes())
    assert read_photo(profile, "pics/ada.png").written == "pics/ada.png"


def test_too_many_bytes_is_refused_unread(tmp_path: Path) -> None:
    (tmp_path / "photo.png").write_bytes(png_bytes() + b"\0" * (5 * 1024 * 1024))
    with pytest.raises(PhotoError, match="more than 5 MB"):
        read_photo(_profile(tmp_path, "photo.png"), "photo.png")


def test_the_loader_locates_the_problem_with_a_fix(tmp_path: Path) -> None:
    (tmp_path / "photo.png").write_text("not an image", encoding="utf-8")
    with pytest.raises(InputError) as caught:
        load_profile(_profile(tmp_path, "photo.png"))
    (problem,) = caught.value.problems
    assert str(problem).endswith(
        "ada-lovelace.yaml:2:8: photo: neither a JPEG nor a PNG (read from its first bytes, "
        "not its name) (a JPEG or PNG of at most 5 MB and 6000 pixels a side, beside the profile)"
    )


def test_the_loaded_profile_carries_the_photos_bytes(tmp_path: Path) -> None:
    (tmp_path / "photo.png").write_bytes(png_bytes())
    loaded = load_profile(_profile(tmp_path, "photo.png"))
    assert loaded.photo is not None and loaded.photo.data == png_bytes()
