"""The group's static web site: members, their CV pages, the publication page."""
