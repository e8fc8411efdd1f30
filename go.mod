module bridgescore

go 1.26.8
