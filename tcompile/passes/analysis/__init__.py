"""Analyses over the loop dialect that passes share: memory dependencies, index simplification."""
