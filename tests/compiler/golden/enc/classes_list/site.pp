class alpha { notice('alpha') }
class beta { notice('beta') }
