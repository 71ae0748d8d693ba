import sys

from bunraku.cli.main import main

sys.exit(main())
