$a = private
