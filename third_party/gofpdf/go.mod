module github.com/jung-kurt/gofpdf

go 1.12
